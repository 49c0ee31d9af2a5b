import type { Metadata } from "next";
import { connection } from "next/server";
import { WallLinkSignIn } from "@/components/wall/wall-link-sign-in";

export const metadata: Metadata = { title: "Wall link", referrer: "no-referrer" };

/**
 * `/wall/link#<token>`: the token stays in the fragment (never sent to a server or its logs);
 * the page's script POSTs it to /api/session/wall and then replaces the location with /wall.
 */
export default async function WallLinkPage() {
  await connection(); // rendered per request, so the scripts carry this request's CSP nonce
  return <WallLinkSignIn />;
}
