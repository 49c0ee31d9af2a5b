"use client";

import { useNow } from "@/components/ui/use-now";
import { SLA_LABELS, type SlaBucket, slaBucket } from "./sla";

const BADGE = "inline-flex items-center gap-1 whitespace-nowrap rounded border px-1.5 py-0.5 text-xs font-medium";

const STATUS_TONES: Record<string, string> = {
  TODO: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100",
  PENDING: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100",
  IN_PROGRESS: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  APPROVED: "border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100",
  CLOSED: "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
  REJECTED: "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
};
const NEUTRAL = "border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** A status of either vocabulary, or any other string, always as its text. */
export function StatusBadge({ status, label = "Status" }: { status: string | null; label?: string }) {
  return (
    <span className={`${BADGE} ${status ? (STATUS_TONES[status] ?? NEUTRAL) : NEUTRAL}`}>
      <span className="sr-only">{label}: </span>
      {status ?? "no status"}
    </span>
  );
}

const SLA_TONES: Record<SlaBucket, string> = {
  breached: "border-red-400 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
  "due-24h": "border-orange-400 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-100",
  "due-72h": "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  later: "border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
  none: "border-dashed border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300",
};
const SLA_ICONS: Record<SlaBucket, string> = { breached: "!", "due-24h": "◷", "due-72h": "◷", later: "", none: "–" };

/** The SLA bucket against the viewer's clock, as words (the colour only repeats them). */
export function SlaBadge({ slaDueAt }: { slaDueAt: string | null }) {
  const now = useNow();
  const bucket = now === null ? null : slaBucket(slaDueAt, now);
  const title = slaDueAt ? `SLA due ${slaDueAt}` : "No SLA applies";
  if (bucket === null) {
    return (
      <span className={`${BADGE} ${NEUTRAL}`} title={title}>
        {slaDueAt ? "SLA" : SLA_LABELS.none}
      </span>
    );
  }
  return (
    <span className={`${BADGE} ${SLA_TONES[bucket]}`} title={title} data-sla={bucket}>
      {SLA_ICONS[bucket] ? <span aria-hidden="true">{SLA_ICONS[bucket]}</span> : null}
      {SLA_LABELS[bucket]}
    </span>
  );
}

/** Review statuses of proposals; unknown ones as their text. */
export function ReviewStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${BADGE} ${STATUS_TONES[status] ?? NEUTRAL}`}>
      <span className="sr-only">Review status: </span>
      {status}
    </span>
  );
}
