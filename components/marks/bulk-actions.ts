import type { MarkAction } from "@/lib/marks/marks.types";
import { snoozeUntil } from "./snooze-until";

/** The actions the bulk bar offers, in words, and what each sends (text: what the reader typed). */
export const BULK_CHOICES = [
  { key: "tag", label: "Add tag", needs: "Tag", action: (text: string) => ({ type: "tag", tag: text }) },
  { key: "untag", label: "Remove tag", needs: "Tag", action: (text: string) => ({ type: "untag", tag: text }) },
  { key: "note", label: "Add note", needs: "Note", action: (text: string) => ({ type: "note", body: text }) },
  { key: "assign-me", label: "Assign to me", needs: null, action: (_: string, me: string | null) => ({ type: "assign", assignee: me }) },
  { key: "assign", label: "Assign to…", needs: "Person", action: (text: string) => ({ type: "assign", assignee: text }) },
  { key: "unassign", label: "Unassign", needs: null, action: () => ({ type: "assign", assignee: null }) },
  { key: "snooze-day", label: "Snooze for a day", needs: null, action: () => ({ type: "snooze", until: inHours(24) }) },
  { key: "snooze-week", label: "Snooze for a week", needs: null, action: () => ({ type: "snooze", until: inHours(24 * 7) }) },
  { key: "snooze-date", label: "Snooze until…", needs: "Wake at", action: (text: string) => ({ type: "snooze", until: wakeAt(text) }) },
  { key: "snooze-change", label: "Snooze until the service changes it", needs: null, action: () => ({ type: "snooze", until: null }) },
  { key: "unsnooze", label: "Wake (end the snooze)", needs: null, action: () => ({ type: "unsnooze" }) },
  { key: "follow", label: "Follow their assets", needs: null, action: () => ({ type: "follow" }) },
] as const satisfies readonly {
  key: string;
  label: string;
  needs: string | null;
  action: (text: string, me: string | null) => MarkAction | { type: "assign"; assignee: string | null };
}[];

export type BulkChoice = (typeof BULK_CHOICES)[number];

/** A date-time box's value (the reader's zone) as the snooze's end; a time not in the future is refused in words before any request. */
function wakeAt(local: string): string {
  const end = snoozeUntil("date", local, new Date());
  if ("error" in end) throw new Error(end.error);
  return end.until as string;
}

function inHours(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/** What the bar acts on: a list's items by the marks' kind (lib/marks/schemas.ts). */
export type BulkKind = "report" | "asset" | "proposal";

/** "Follow their assets" for reports, "Follow them" for assets: a choice's words for this kind of item. */
export const choiceLabel = (choice: BulkChoice, kind: BulkKind): string => (choice.key === "follow" && kind === "asset" ? "Follow them" : choice.label);

/** "3 reports", "1 asset". */
export const itemsWords = (count: number, kind: BulkKind): string => `${count.toLocaleString("en-US")} ${kind}${count === 1 ? "" : "s"}`;

/** "Tagged 47 reports campaign-x" and the like: what a done action says, with the count of items. */
export function doneWords(choice: BulkChoice, count: number, text: string, kind: BulkKind = "report"): string {
  const items = itemsWords(count, kind);
  switch (choice.key) {
    case "tag":
      return `Tagged ${items} ${text}`;
    case "untag":
      return `Removed the tag ${text} from ${items}`;
    case "note":
      return `Added a note to ${items}`;
    case "assign-me":
      return `Assigned ${items} to you`;
    case "assign":
      return `Assigned ${items} to ${text}`;
    case "unassign":
      return `Unassigned ${items}`;
    case "unsnooze":
      return `Woke ${items}`;
    case "follow":
      return kind === "asset" ? `Following ${items}` : `Following the assets of ${items}`;
    default:
      return `Snoozed ${items}`;
  }
}
