import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { unseenFailures } from "./outbox";
import { heldReviewView } from "./triage-service";
import type { UserNoticesView } from "./view-types";

export type ReviewAuthor = { username: string; userId: number | null };

/** Who a review is held for: a signed-in user (a wall link holds none, and has no failures waiting). */
export function reviewAuthor(principal: Principal | null): ReviewAuthor {
  return principal?.kind === "user" ? { username: principal.username, userId: principal.userId } : { username: "", userId: null };
}

/**
 * What waits for the user wherever they are in the console: their failed reviews they have not
 * marked seen, in every organization (the same rows /triage shows them: lib/triage/outbox.ts).
 */
export async function userNotices(author: ReviewAuthor): Promise<UserNoticesView> {
  if (author.userId === null) return { unsentReviews: [] };
  const rows = await unseenFailures(await getDb(), author.userId);
  return { unsentReviews: rows.map((row) => heldReviewView(row, author.username)) };
}
