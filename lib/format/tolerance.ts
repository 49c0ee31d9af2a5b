import type { ToleranceKind } from "@/lib/contract/tolerance.types";

/** What the console tolerated, in words (the Service contract card on /health). */
export const TOLERANCE_KIND_WORDS: Record<ToleranceKind, string> = {
  "field-missing": "field missing",
  "field-wrong-type": "field of another type",
  "record-dropped": "records left out",
  "enum-unknown": "unknown value",
  "time-unparseable": "unreadable time",
  deprecation: "deprecation announced",
  sunset: "end date announced (Sunset)",
};

/** A kind this console version does not know yet is shown as sent. */
export function toleranceKindWords(kind: string): string {
  return (TOLERANCE_KIND_WORDS as Record<string, string>)[kind] ?? kind;
}
