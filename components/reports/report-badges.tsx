"use client";

import { CircleAlert, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useNow, useTimeZone } from "@/components/ui/use-now";
import { describe, type LabelKind } from "@/lib/format/labels";
import { NOT_SENT } from "@/lib/format/not-sent";
import { formatDateTime } from "@/lib/format/time";
import { describeSla } from "./report-sla";

type Tone = "neutral" | "accent" | "ok" | "warn" | "fail" | "unknown";

const STATUS_TONES: Record<string, Tone> = {
  TODO: "accent",
  PENDING: "accent",
  IN_PROGRESS: "warn",
  APPROVED: "ok",
  CLOSED: "neutral",
  REJECTED: "neutral",
  WATCHLISTED: "warn",
};

/** A status in words (the code in the title); an unknown one as it comes. */
export function StatusBadge({
  status,
  kind = "reportStatus",
  label = "Status",
  notSent = false,
}: {
  status: string | null;
  kind?: LabelKind;
  label?: string;
  notSent?: boolean;
}) {
  const words = describe(kind, status);
  return (
    <Badge tone={status ? (STATUS_TONES[status] ?? "unknown") : "unknown"} title={words.code ?? undefined}>
      <span className="sr-only">{label}: </span>
      {status === null ? (notSent ? `Status ${NOT_SENT}` : "No status") : words.label}
    </Badge>
  );
}

const OPEN_TONES = { breached: "fail", "due-24h": "warn", "due-72h": "warn", later: "neutral", none: "unknown" } as const;

/** The SLA against the viewer's clock, as words; a closed report shows met or missed, not urgency. */
export function SlaBadge({ report }: { report: { status: string | null; slaDueAt: string | null; updatedAt: string | null; notSent?: string[] } }) {
  const now = useNow();
  const zone = useTimeZone();
  if (report.notSent?.includes("slaDueAt")) {
    return (
      <Badge tone="unknown" title={`The SLA was ${NOT_SENT}`}>
        SLA {NOT_SENT}
      </Badge>
    );
  }
  const title = report.slaDueAt ? `SLA due ${formatDateTime(report.slaDueAt, zone ?? "UTC")}` : "No SLA applies";
  if (now === null) {
    return (
      <Badge tone="unknown" title={title}>
        {report.slaDueAt ? "SLA" : "No SLA"}
      </Badge>
    );
  }
  const sla = describeSla(report, now);
  const tone = sla.kind === "open" ? OPEN_TONES[sla.bucket] : sla.kind === "missed" ? "neutral" : "neutral";
  const icon =
    sla.kind === "open" && sla.bucket === "breached" ? (
      <CircleAlert aria-hidden size={12} />
    ) : sla.kind === "open" && tone === "warn" ? (
      <Clock aria-hidden size={12} />
    ) : null;
  return (
    <Badge tone={tone} title={title} data-testid="sla-badge">
      <span data-sla={sla.kind === "open" ? sla.bucket : sla.kind} className="contents">
        {icon}
        {sla.text}
      </span>
    </Badge>
  );
}

/**
 * Review statuses of proposals in words; unknown ones as they come. A rejection whose asset is on
 * the watchlist reads "Watchlisted": the service stores a watchlist decision as REJECTED.
 */
export function ReviewStatusBadge({ status, watchlisted = false }: { status: string | null; watchlisted?: boolean }) {
  if (watchlisted && status === "REJECTED") {
    return (
      <Badge tone="warn" title="Stored by the service as REJECTED, with the asset on its watchlist (watchStatus WATCHLISTED)" data-testid="review-watchlisted">
        <span className="sr-only">Review status: </span>
        Watchlisted
      </Badge>
    );
  }
  return <StatusBadge status={status} kind="reviewStatus" label="Review status" notSent={status === null} />;
}
