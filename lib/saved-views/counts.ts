import "server-only";
import { type OrganizationScope, slugSelectorOf, storageKeyOf } from "@/lib/contract/organization-scope";
import { reportListQuerySchema, searchParamsToRecord } from "@/lib/contract/report-list-request";
import type { TakedownListBody } from "@/lib/contract/takedown-request";
import { readFiltersFromUrl } from "@/lib/reports/report-filters";
import { assetList } from "@/lib/threats/asset-routes";
import { assetFiltersSchema } from "@/lib/threats/asset-schemas";
import { triageFiltersOfAddress } from "@/lib/triage/queue-order";
import { triageFilteredCount } from "@/lib/triage/triage-service";
import type { UpstreamClient } from "@/lib/upstream/client";
import { listReports } from "@/lib/upstream/reports";
import { listTakedowns } from "@/lib/upstream/takedowns";
import type { ViewCount } from "./counts.types";
import { readViewState, type SavedViewPage } from "./view-state";

/** A count is reused this long for the same view state and organization: the bar may ask often, the service is asked once. */
export const COUNT_TTL_MS = 60_000;
const TAKEDOWN_COUNT_CAP = 500;
const TAKEDOWN_PAGE = 100;
const HOUR_MS = 3_600_000;

type Cached = { at: number; value: Promise<ViewCount> };
const cache = new Map<string, Cached>();

/** The count of a view's state, from the cache when it is recent. */
export function countView(
  upstream: () => UpstreamClient,
  organization: OrganizationScope,
  page: SavedViewPage,
  state: string,
  now = Date.now(),
): Promise<ViewCount> {
  const key = `${storageKeyOf(organization)}|${page}|${readViewState(page, state).params.toString()}`;
  const known = cache.get(key);
  if (known && now - known.at < COUNT_TTL_MS) return known.value;
  const value = measure(upstream, organization, page, state, now).catch(() => ({ count: null, more: false, countedAt: new Date(now).toISOString() }));
  cache.set(key, { at: now, value });
  if (cache.size > 2_000) for (const [k, v] of cache) if (now - v.at >= COUNT_TTL_MS) cache.delete(k);
  return value;
}

/** Test-only: forget every count. */
export function forgetCountsForTests(): void {
  cache.clear();
}

async function measure(upstream: () => UpstreamClient, organization: OrganizationScope, page: SavedViewPage, state: string, now: number): Promise<ViewCount> {
  const params = readViewState(page, state).params;
  const countedAt = new Date(now).toISOString();
  switch (page) {
    case "reports": {
      const { filters } = readFiltersFromUrl(params);
      const record = searchParamsToRecord(new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v])));
      const query = reportListQuerySchema.parse({ ...record, limit: "1", ...slugSelectorOf(organization) });
      const list = await listReports(upstream(), query, { reuseChecked: true });
      return { count: list.totalCount, more: false, countedAt };
    }
    case "triage": {
      const counted = await triageFilteredCount(organization, triageFiltersOfAddress(params));
      return { count: counted?.count ?? null, more: false, countedAt };
    }
    case "takedowns":
      return countTakedowns(upstream(), organization, params, now, countedAt);
    case "assets": {
      // From the console's store, as the list itself (lib/threats): "liveAgain=false" is no filter.
      const filters = assetFiltersSchema.safeParse(Object.fromEntries([...params].filter(([key, value]) => key !== "liveAgain" || value === "true")));
      if (!filters.success) return { count: null, more: false, countedAt };
      return { count: (await assetList(organization, { ...filters.data, limit: 1 })).total, more: false, countedAt };
    }
  }
}

/** The age buckets of /takedowns as createdAt bounds (components/takedowns/takedown-view.ts `ageWindow`). */
const AGE_HOURS: Record<string, [number | null, number | null]> = { lt24h: [24, null], h24to72: [72, 24], h72to168: [168, 72], gte168h: [null, 168] };

async function countTakedowns(
  client: UpstreamClient,
  organization: OrganizationScope,
  params: URLSearchParams,
  now: number,
  countedAt: string,
): Promise<ViewCount> {
  const list = (key: string) => (params.get(key) ?? "").split(",").filter((v) => v !== "");
  const stale = params.get("stale") === "true";
  const staleBefore = stale ? now - Number(params.get("windowHours") ?? 168) * HOUR_MS : null;
  const [from, to] = AGE_HOURS[params.get("age") ?? ""] ?? [null, null];
  const text = params.get("q")?.trim();
  const statuses = stale ? ["IN_PROGRESS"] : list("status");
  const body: TakedownListBody = {
    ...slugSelectorOf(organization),
    ...(text ? { query: text } : {}),
    ...(from !== null ? { startDate: new Date(now - from * HOUR_MS + 1).toISOString() } : {}),
    ...(to !== null ? { endDate: new Date(now - to * HOUR_MS).toISOString() } : {}),
    ...(list("type").length ? { assetType: list("type") as TakedownListBody["assetType"] } : {}),
    ...(statuses.length ? { takedownStatus: statuses as TakedownListBody["takedownStatus"] } : {}),
    ...(list("liveness").length ? { livenessStatus: list("liveness") as TakedownListBody["livenessStatus"] } : {}),
    per_page: TAKEDOWN_PAGE,
  };
  const assignee = params.get("assignee");
  let count = 0;
  let pages = 0;
  let next: string | null = null;
  do {
    pages += 1;
    const page = await listTakedowns(client, { ...body, ...(next ? { next_page: next } : {}) });
    count += page.takedowns.filter(
      (t) =>
        (staleBefore === null || Date.parse(t.updatedAt ?? "") <= staleBefore) &&
        (assignee === null || (assignee === "unassigned" ? t.assignee === null : t.assignee !== null && String(t.assignee.id) === assignee)),
    ).length;
    next = page.nextPage;
  } while (next !== null && pages < TAKEDOWN_COUNT_CAP / TAKEDOWN_PAGE);
  return { count, more: next !== null, countedAt };
}
