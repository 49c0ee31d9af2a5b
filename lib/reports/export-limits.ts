import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { ApiError, forbidden } from "@/lib/bff/errors";
import { takeExportCall } from "@/lib/bff/limits";
import type { RateDecision } from "@/lib/bff/rate-limit";
import { getEnv } from "@/lib/env";
import { formatDuration, plural } from "@/lib/format/duration";
import { singleton } from "@/lib/singleton";
import type { UpstreamClient } from "@/lib/upstream/client";
import { type ExportOptions, exportReportsCsv, type ReportExportQuery } from "./export-reports";

/** How many exports may run at once (EXPORTS_PER_USER, EXPORTS_PER_INSTANCE). */
export type ExportCaps = { perUser: number; perInstance: number };

type Running = { total: number; perUser: Map<number, number> };

const running = () => singleton<Running>("report-exports", () => ({ total: 0, perUser: new Map() }));

/**
 * Takes a place for one export of `userId` in this instance, or refuses with a 429 in words. The
 * counts are this instance's (an export runs where its request is); the returned release gives the
 * place back, once, however often it is called.
 */
export function takeExportPlace(userId: number, caps: ExportCaps): () => void {
  const now = running();
  const mine = now.perUser.get(userId) ?? 0;
  if (mine >= caps.perUser) {
    throw tooMany(`You have ${plural(mine, "export")} running already; wait for one to finish, then export again`, 10);
  }
  if (now.total >= caps.perInstance) throw tooMany(`The console is running as many exports as it allows (${caps.perInstance}); try again in a minute`, 60);
  now.total++;
  now.perUser.set(userId, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    now.total--;
    const left = (now.perUser.get(userId) ?? 1) - 1;
    if (left > 0) now.perUser.set(userId, left);
    else now.perUser.delete(userId);
  };
}

function tooMany(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, "TOO_MANY_EXPORTS", message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener("abort", aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener("abort", aborted, { once: true });
  });

/**
 * Keeps every export's service calls within the minute's budget (EXPORT_CALLS_PER_MINUTE, in the
 * limiter store every instance shares with DATABASE_URL): one report export of 5,000 reports made
 * 250 calls as fast as the service answered. The first call of an export is refused in words when
 * the budget is spent (the browser has no file yet); a later one waits for the next window, so the
 * file still completes, and the browser's progress shows it slowing.
 */
export function exportCallPacer(take: () => Promise<RateDecision> = takeExportCall): NonNullable<ExportOptions["beforeCall"]> {
  return async ({ first, signal }) => {
    for (;;) {
      const decision = await take();
      if (decision.allowed) return;
      if (first) {
        throw tooMany(
          `Exports have used the service calls they may make this minute; try again in ${formatDuration(decision.retryAfterSeconds * 1000)}`,
          decision.retryAfterSeconds,
        );
      }
      await sleep(decision.retryAfterSeconds * 1000, signal);
    }
  };
}

/** A report export within the caps: a place for its user and instance, and its calls within the minute's budget. */
export async function cappedReportExport(
  principal: Principal | null,
  client: UpstreamClient,
  query: ReportExportQuery,
  options: Pick<ExportOptions, "signal" | "requestId" | "marks">,
): Promise<Response> {
  // The route admits users only (no wall link); the places are counted per user.
  if (principal?.kind !== "user") throw forbidden();
  const env = getEnv();
  const release = takeExportPlace(principal.userId, { perUser: env.EXPORTS_PER_USER, perInstance: env.EXPORTS_PER_INSTANCE });
  try {
    return await exportReportsCsv(client, query, { ...options, beforeCall: exportCallPacer(), onEnd: release });
  } catch (error) {
    release();
    throw error;
  }
}
