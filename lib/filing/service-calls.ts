import "server-only";
import type { CheckResult, FileBody, FileResult, KnownState, ParseTextResult } from "@/lib/contract/filing-console";
import { isClosedReport } from "@/lib/contract/report-status";
import type { UpstreamClient } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { createReport, parseAsset } from "@/lib/upstream/filing";
import { searchReports } from "@/lib/upstream/reports";
import { chunks } from "./batches";
import { extractCandidates } from "./extract";

/** Parse calls in flight at once: 500 candidates in ~63 rounds, never a burst of 500. */
const PARSE_CONCURRENCY = 8;
/** Contents per `POST /reports/search` (its request schema's cap). */
export const SEARCH_BATCH = 100;

type Slug = { slug?: string };

/** Pasted text → candidates (extract.ts) → the service's parse of each; what it does not take is listed as such. */
export async function parseText(client: UpstreamClient, text: string, signal?: AbortSignal): Promise<ParseTextResult> {
  const { candidates, more } = extractCandidates(text);
  const parsed: (Awaited<ReturnType<typeof parseAsset>> | undefined)[] = new Array(candidates.length);
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const i = next++;
      parsed[i] = await parseAsset(client, candidates[i]!, { signal });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARSE_CONCURRENCY, candidates.length) }, worker));
  const rows: ParseTextResult["rows"] = [];
  const unrecognized: string[] = [];
  const seen = new Set<string>();
  candidates.forEach((submitted, i) => {
    const found = parsed[i];
    if (!found) unrecognized.push(submitted);
    else if (!seen.has(found.content.toLowerCase())) {
      seen.add(found.content.toLowerCase());
      rows.push({ content: found.content, type: found.type, submitted });
    }
  });
  return { rows, unrecognized, more };
}

function stateOf(reports: { status: string | null; assetStatus: string | null }[]): KnownState {
  if (reports.length === 0) return "new";
  if (reports.some((r) => r.assetStatus?.toUpperCase() === "BLOCKED")) return "blocked";
  if (reports.some((r) => r.assetStatus?.toUpperCase() === "ALLOWED")) return "allowed";
  if (reports.some((r) => !isClosedReport(r.status))) return "pending";
  return "reported";
}

/** One duplicate lookup for every row: `POST /reports/search` in calls of SEARCH_BATCH, one after another. */
export async function checkContents(client: UpstreamClient, contents: readonly string[], opts: Slug & { signal?: AbortSignal } = {}): Promise<CheckResult> {
  const found = new Map<string, { id: string | number; status: string | null; assetStatus: string | null }[]>();
  for (const batch of chunks(contents, SEARCH_BATCH)) {
    const answer = await searchReports(client, { assetContents: [...batch], ...(opts.slug ? { slug: opts.slug } : {}) }, { signal: opts.signal });
    for (const report of answer.reports) {
      for (const asset of report.assets) {
        const key = asset.content?.toLowerCase();
        if (!key) continue;
        const list = found.get(key) ?? [];
        if (!list.some((r) => String(r.id) === String(report.id))) list.push({ id: report.id, status: report.status, assetStatus: asset.status });
        found.set(key, list);
      }
    }
  }
  return {
    rows: contents.map((content) => {
      const reports = found.get(content.toLowerCase()) ?? [];
      return { content, state: stateOf(reports), reports: reports.map(({ id, status }) => ({ id, status })) };
    }),
  };
}

/**
 * One `POST /report/create`. A 422 comes back as a refusal with each asset's reason (never sent
 * again here). After a success, the service's search says which assets the new report holds: a
 * mixed batch may have skipped some (docs/filing.md).
 */
export async function fileBatch(client: UpstreamClient, body: FileBody): Promise<FileResult> {
  const organizationSlug = body.slug;
  const request = {
    ...(organizationSlug ? { organizationSlug } : {}),
    ...(body.title ? { title: body.title } : {}),
    ...(body.description ? { description: body.description } : {}),
    ...(body.attachmentUrls?.length ? { attachmentUrls: body.attachmentUrls } : {}),
    assets: body.assets.map((a) => ({ content: a.content, status: a.status ?? "BLOCKED", ...(body.brandSlug ? { brandSlug: body.brandSlug } : {}) })),
  };
  let report: Awaited<ReturnType<typeof createReport>>;
  try {
    report = await createReport(client, request);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 422) return { outcome: "refused", message: error.message, refusals: error.refusals ?? [] };
    throw error;
  }
  const contents = body.assets.map((a) => a.content);
  let filed: string[] | null = null;
  if (report.assetsProcessed === contents.length) filed = contents;
  else {
    try {
      const held = await checkContents(client, contents, { slug: organizationSlug });
      filed = held.rows.filter((row) => row.reports.some((r) => String(r.id) === String(report.id))).map((row) => row.content);
    } catch {
      filed = null;
    }
  }
  return {
    outcome: "filed",
    report: { id: report.id, createdAt: report.createdAt },
    filed,
    skipped: filed === null ? [] : contents.filter((c) => !filed.includes(c)),
  };
}
