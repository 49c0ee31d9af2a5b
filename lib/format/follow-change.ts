import { lifecycleLabel } from "./asset-lifecycle-labels";
import { label } from "./labels";

/** A followed asset's field that changed, and its values before and after (lib/threats/follows.types.ts FollowChange). */
type FollowChange = { what: "state" | "liveness" | "takedown"; before: string | null; after: string | null };

/** What each followed field is called, in the Following list and in the followers' mail. */
export const FOLLOW_CHANGE_NAMES: Record<FollowChange["what"], string> = { state: "State", liveness: "Liveness", takedown: "Takedown" };

/** One side of a followed asset's change in words; an unknown value as it comes. */
export function followValueWords(what: FollowChange["what"], value: string | null): string {
  if (value === null) return what === "takedown" ? "none" : "unknown";
  if (what === "state") return lifecycleLabel("threatState", value);
  return label(what === "liveness" ? "livenessStatus" : "takedownStatus", value);
}

/** "State: Escalated → Blocked". */
export function followChangeLine(change: FollowChange): string {
  return `${FOLLOW_CHANGE_NAMES[change.what]}: ${followValueWords(change.what, change.before)} → ${followValueWords(change.what, change.after)}`;
}
