import type { ReviewDecision } from "./review-body";

export type TriageCommand =
  | { type: "move"; by: 1 | -1 }
  | { type: "open"; decision: ReviewDecision }
  | { type: "help" }
  | { type: "pick" }
  | { type: "extend"; by: 1 | -1 };

/** The page's keys, for the `?` list and the buttons' hints; `review`: only for a role that may review. */
export const TRIAGE_KEYS: { keys: string[]; does: string; review?: true }[] = [
  { keys: ["j", "↓"], does: "Select the next proposal" },
  { keys: ["k", "↑"], does: "Select the previous proposal" },
  { keys: ["Home", "End"], does: "Select the first or last loaded proposal (in the list)" },
  { keys: ["x"], does: "Tick the selected proposal's box, to decide or mark several at once", review: true },
  { keys: ["Shift+j", "Shift+k"], does: "Tick the next or previous proposal too, and move to it", review: true },
  { keys: ["a"], does: "Approve the selected proposal (asks for a label)", review: true },
  { keys: ["r"], does: "Reject the selected proposal (asks for a reason)", review: true },
  { keys: ["w"], does: "Watchlist the selected proposal (asks for a reason)", review: true },
  // The review dialog confirms on Ctrl/Cmd+Enter only (components/triage/review-dialog.tsx): Enter alone never sends an approval.
  { keys: ["Ctrl+Enter", "⌘+Enter"], does: "Confirm the open review dialog (Enter alone does not)", review: true },
  { keys: ["Esc"], does: "Close the open dialog" },
  { keys: ["?"], does: "Show this list of keys" },
];

/** The keys a role can use: a viewer's list leaves out reviewing. */
export function triageKeysFor(canReview: boolean) {
  return canReview ? TRIAGE_KEYS : TRIAGE_KEYS.filter((row) => !row.review);
}

type KeyEventLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey"> & { target: EventTarget | null };

function isTextEntry(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/**
 * The page-level command for a key press, or null. Letters only without modifiers (so browser
 * and screen-reader shortcuts keep working), never while typing in a field. The arrow keys are
 * handled by the list itself, where they belong.
 */
export function keyToCommand(event: KeyEventLike): TriageCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) return null;
  if (event.key === "?") return { type: "help" };
  if (event.shiftKey) return event.key === "J" ? { type: "extend", by: 1 } : event.key === "K" ? { type: "extend", by: -1 } : null;
  switch (event.key) {
    case "j":
      return { type: "move", by: 1 };
    case "k":
      return { type: "move", by: -1 };
    case "a":
      return { type: "open", decision: "APPROVE" };
    case "r":
      return { type: "open", decision: "REJECT" };
    case "w":
      return { type: "open", decision: "WATCHLIST" };
    case "x":
      return { type: "pick" };
    default:
      return null;
  }
}
