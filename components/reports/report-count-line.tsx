import { NOT_SENT } from "@/lib/format/not-sent";
import { formatCount } from "@/lib/format/number";

/**
 * The line above the list: the total, how many are loaded (and unique, folded). While the first
 * page is on its way it says so; once the list has failed it says nothing (the error panel below
 * speaks), and it never counts above an error.
 */
export function ReportCountLine({
  state,
  totalCount,
  loaded,
  uniqueCount,
  canonicalsIndexing = 0,
}: {
  state: "pending" | "error" | "ready";
  /** Null when the service did not send it. */
  totalCount: number | null;
  loaded: number;
  uniqueCount: number | null;
  /** Folded: canonical reports the console's report index has not reached yet (their duplicates stand alone until then). */
  canonicalsIndexing?: number;
}) {
  return (
    <p aria-live="polite" data-testid="report-total">
      {state === "ready" ? (
        <>
          {totalCount === null ? (
            <span data-testid="report-total-count">Total {NOT_SENT}</span>
          ) : (
            <>
              <strong data-testid="report-total-count">{formatCount(totalCount)}</strong> report{totalCount === 1 ? "" : "s"}
            </>
          )}
          {totalCount === 0 && loaded === 0 ? null : (
            <>
              , newest first · {formatCount(loaded)} loaded
              {uniqueCount !== null ? ` · ${formatCount(uniqueCount)} unique among the loaded` : ""}
            </>
          )}
          {uniqueCount !== null && canonicalsIndexing > 0 ? (
            <span data-testid="canonicals-indexing" className="text-muted">
              {" "}
              · {canonicalsIndexing === 1 ? "1 canonical report" : `${formatCount(canonicalsIndexing)} canonical reports`} not found yet (the console is still
              indexing the organization's reports; asked again shortly)
            </span>
          ) : null}
        </>
      ) : state === "pending" ? (
        "Counting reports…"
      ) : null}
    </p>
  );
}
