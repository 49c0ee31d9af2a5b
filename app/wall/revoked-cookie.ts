import "server-only";
import { cookies } from "next/headers";
import { SESSION_COOKIE, unsealSession } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { getWallLink } from "@/lib/auth/wall-links";
import { getDb } from "@/lib/db";

/**
 * Whether the request carries the cookie of a wall link that has since been revoked (or removed),
 * so /wall can say so instead of sending the screen to a sign-in form nobody will fill in.
 */
export async function hasRevokedWallCookie(): Promise<boolean> {
  const seal = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!seal) return false;
  const data = await unsealSession(seal, getSessionSecret());
  if (data?.kind !== "wall") return false;
  const link = await getWallLink(await getDb(), data.linkId);
  return !link || link.revokedAt !== null;
}
