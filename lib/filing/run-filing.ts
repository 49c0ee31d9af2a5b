import { ApiClientError } from "@/lib/api/errors";
import type { FileBody, FileResult } from "@/lib/contract/filing-console";
import { FILING_BATCH_ASSETS } from "@/lib/contract/filing-limits";
import type { OpaqueId } from "@/lib/contract/ids";
import { chunks } from "./batches";

/** What became of one asset of a filing. */
export type AssetOutcome =
  | { content: string; outcome: "filed"; reportId: OpaqueId; createdAt: string | null }
  | { content: string; outcome: "skipped"; reportId: OpaqueId }
  | { content: string; outcome: "refused"; errorType: string; message: string | null; suggestion: string | null }
  | { content: string; outcome: "batch-refused"; message: string }
  | { content: string; outcome: "unknown"; reportId: OpaqueId };

/** Why a filing stopped before every asset was sent: the rest are kept, unsent, for a retry. */
export type FilingStop = { kind: "rate-limited"; until: number | null } | { kind: "failed"; message: string };

export type FilingRun = { results: AssetOutcome[]; unsent: string[]; stop: FilingStop | null };

type Meta = Omit<FileBody, "assets">;
type FileFn = (body: FileBody) => Promise<FileResult>;

const key = (content: string) => content.trim().toLowerCase();

/** When a 429 says to come back: its Retry-After (seconds or a date), else unknown. */
export function retryAt(retryAfter: string | undefined, now: number): number | null {
  if (!retryAfter) return null;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return now + seconds * 1000;
  const date = Date.parse(retryAfter);
  return Number.isFinite(date) ? date : null;
}

/**
 * Files the assets in reports of at most FILING_BATCH_ASSETS, one after another. A 422 names the
 * assets it refused: those are kept out and the rest of the batch sent once more (a changed
 * request; an unchanged one is never resent). A 429 or any other failure stops the run, keeping
 * what was not sent.
 */
export async function runFiling(
  assets: readonly FileBody["assets"][number][],
  meta: Meta,
  file: FileFn,
  onProgress: (done: number, total: number) => void = () => {},
  now: () => number = Date.now,
): Promise<FilingRun> {
  const results: AssetOutcome[] = [];
  const batches = chunks(assets, FILING_BATCH_ASSETS);
  let done = 0;
  for (const [index, batch] of batches.entries()) {
    let send = batch;
    try {
      while (send.length > 0) {
        const answer = await file({ ...meta, assets: send });
        if (answer.outcome === "filed") {
          const { id, createdAt } = answer.report;
          const filed = answer.filed === null ? null : new Set(answer.filed.map(key));
          for (const a of send) {
            if (filed === null) results.push({ content: a.content, outcome: "unknown", reportId: id });
            else if (filed.has(key(a.content))) results.push({ content: a.content, outcome: "filed", reportId: id, createdAt });
            else results.push({ content: a.content, outcome: "skipped", reportId: id });
          }
          break;
        }
        const refused = new Map(answer.refusals.filter((r) => r.asset !== null).map((r) => [key(r.asset!), r]));
        const rest = send.filter((a) => !refused.has(key(a.content)));
        for (const a of send) {
          const r = refused.get(key(a.content));
          if (r) results.push({ content: a.content, outcome: "refused", errorType: r.errorType, message: r.message, suggestion: r.suggestion });
        }
        if (rest.length === send.length) {
          // Nothing named: sending the same again would be refused the same way.
          for (const a of rest) results.push({ content: a.content, outcome: "batch-refused", message: answer.message });
          break;
        }
        send = rest;
      }
    } catch (error) {
      const unsent = batches
        .slice(index)
        .flat()
        .map((a) => a.content);
      const stop: FilingStop =
        error instanceof ApiClientError && error.status === 429
          ? { kind: "rate-limited", until: retryAt(error.retryAfter, now()) }
          : { kind: "failed", message: error instanceof Error ? error.message : "The filing failed" };
      // Assets of this batch already answered (refused before the failure) are kept with their answer.
      const answered = new Set(results.map((r) => key(r.content)));
      return { results, unsent: unsent.filter((c) => !answered.has(key(c))), stop };
    }
    done += batch.length;
    onProgress(done, assets.length);
  }
  return { results, unsent: [], stop: null };
}
