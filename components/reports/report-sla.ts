import { isClosedReport } from "@/lib/contract/report-status";
import { formatDuration } from "@/lib/format/duration";
import { type SlaBucket, slaBucket } from "./sla";

const HOUR_MS = 3_600_000;
/** Whole hours from an hour up ("32 h", not "32 h 37 min"): the badge is read at a glance. */
const coarse = (ms: number) => formatDuration(ms >= HOUR_MS ? Math.floor(ms / HOUR_MS) * HOUR_MS : ms);

export type SlaState = { kind: "open"; bucket: SlaBucket; text: string } | { kind: "met" | "missed" | "closed"; text: string };

/**
 * What a report's SLA says to a reader now. An open report: how late or how soon ("Overdue by
 * 3 days", "Due in 5 h"). A closed one shows no urgency: whether it was met (closed, by its last
 * update, before it was due) or missed.
 */
export function describeSla(report: { status: string | null; slaDueAt: string | null; updatedAt: string | null }, now: number): SlaState {
  const due = report.slaDueAt ? Date.parse(report.slaDueAt) : Number.NaN;
  if (isClosedReport(report.status)) {
    if (Number.isNaN(due)) return { kind: "closed", text: "No SLA" };
    const closedAt = Date.parse(report.updatedAt ?? "");
    if (Number.isNaN(closedAt)) return { kind: "closed", text: "Closed" };
    return closedAt <= due ? { kind: "met", text: "SLA met" } : { kind: "missed", text: "SLA missed" };
  }
  const bucket = slaBucket(report.slaDueAt, now);
  if (bucket === "none") return { kind: "open", bucket, text: "No SLA" };
  if (bucket === "breached") return { kind: "open", bucket, text: now - due < 60_000 ? "Due now" : `Overdue by ${coarse(now - due)}` };
  return { kind: "open", bucket, text: `Due in ${coarse(due - now)}` };
}
