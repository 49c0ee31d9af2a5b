import type { ReviewDecision } from "./review-body";

export type TriageCommand =
  | { type: "move"; by: 1 | -1 }
  | { type: "open"; decision: ReviewDecision }
  | { type: "help" };

/** The page's keys, for the `?` list and the buttons' hints. */
export const TRIAGE_KEYS: { keys: string[]; does: string; reviewing?: true }[] = [
  { keys: ["j", "↓"], does: "Select the next proposal" },
  { keys: ["k", "↑"], does: "Select the previous proposal" },
  { keys: ["Home", "End"], does: "Select the first or last loaded proposal (in the list)" },
  { keys: ["a"], does: "Approve the selected proposal (asks for a label)", reviewing: true },
  { keys: ["r"], does: "Reject the selected proposal (asks for a reason)", reviewing: true },
  { keys: ["w"], does: "Watchlist the selected proposal (asks for a reason)", reviewing: true },
  { keys: ["Enter"], does: "Confirm the open dialog", reviewing: true },
  { keys: ["Esc"], does: "Cancel the open dialog", reviewing: true },
  { keys: ["?"], does: "Show this list of keys" },
];

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
  if (event.shiftKey) return null;
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
    default:
      return null;
  }
}
