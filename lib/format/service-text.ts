import { formatAboutDuration } from "./duration";
import { LABELS } from "./labels";
import { formatDateTime } from "./time";

/**
 * A service's sentence (a healthcheck finding's message) in the console's words: fractional hour
 * and day counts as durations ("2876.67 h" → "about 120 days"), ISO times as the one time format,
 * `kind:id` refs as names ("detection-config:7" → "detection config 7") and takedown status codes
 * as their labels. Everything else is left as the service wrote it. See docs/architecture.md ("Words").
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The kinds a finding's ref may name (interface-v2 §2.8 and what services send). */
const REF_KINDS = ["report", "proposal", "takedown", "asset", "organization", "detection-config", "brand", "user", "asset-group"];

const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g;
// "12.5 d", "2876.67 h": a number on its own (not part of a host such as "evil-2d.com") and its unit.
const DURATION = /(?<![\w.\-/:])(\d+(?:\.\d+)?) (h|hours?|d|days?)\b/g;
const REF = new RegExp(`\\b(${REF_KINDS.join("|")}):([A-Za-z0-9][A-Za-z0-9_.~-]*)`, "g");
const STATUS = /\b[A-Z][A-Z_]{2,}\b/g;
const IN_STATUS = /\bin ([A-Z][A-Z_]{2,})\b/g;

/** A ref's kind as words: "detection-config" → "detection config". */
export function refKindWords(kind: string): string {
  return kind.replace(/[-_]+/g, " ").toLowerCase();
}

/** "detection-config:7" → "Detection config 7"; a ref of no known `kind:id` form is kept as it is. */
export function refName(kind: string | undefined, ref: string): string {
  const m = new RegExp(`^(${REF_KINDS.join("|")}):(.+)$`).exec(ref.trim());
  const words = m ? `${refKindWords(m[1]!)} ${m[2]}` : kind && /^[A-Za-z0-9_.~-]+$/.test(ref.trim()) ? `${refKindWords(kind)} ${ref.trim()}` : null;
  return words === null ? ref : words.charAt(0).toUpperCase() + words.slice(1);
}

export function serviceTextInWords(text: string, timeZone?: string): string {
  return (
    text
      .replace(ISO_TIME, (iso) => (Number.isFinite(Date.parse(iso)) ? formatDateTime(iso, timeZone) : iso))
      .replace(DURATION, (whole, n: string, unit: string) => {
        const value = Number(n);
        if (!Number.isFinite(value)) return whole;
        return formatAboutDuration(value * (unit.startsWith("h") ? HOUR_MS : DAY_MS));
      })
      .replace(REF, (_, kind: string, id: string) => `${refKindWords(kind)} ${id}`)
      // "stuck in IN_PROGRESS", "wait in TODO": the status named as a place, its label quoted ("in “In progress”"), not "in in progress".
      .replace(IN_STATUS, (whole, code: string) => {
        const word = LABELS.takedownStatus[code];
        return word ? `in “${word}”` : whole;
      })
      .replace(STATUS, (code) => {
        const word = LABELS.takedownStatus[code];
        return word ? word.toLowerCase() : code;
      })
  );
}
