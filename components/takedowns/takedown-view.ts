import { LIVENESS_STATUSES, OPEN_TAKEDOWN_STATUSES, TAKEDOWN_STATUSES } from "@/lib/contract/takedown-values";
import { label } from "@/lib/format/labels";
import type { TakedownQuery, TakedownSort } from "@/lib/queries/takedowns";

/**
 * What the /takedowns address says, turned into the list's query. Pure: the page, the links into
 * it from /queues, /wall and /health, and the tests share it.
 */

export const AGE_BUCKETS = ["lt24h", "h24to72", "h72to168", "gte168h"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const SORTS: readonly { value: TakedownSort; label: string }[] = [
  { value: "updated-desc", label: "Updated, newest first" },
  { value: "updated-asc", label: "Updated, oldest first" },
  { value: "created-desc", label: "Created, newest first" },
  { value: "created-asc", label: "Created, oldest first" },
];

/** A status in words (lib/format/labels.ts); an unknown one is shown as it came. */
export const takedownStatusLabel = (status: string): string => label("takedownStatus", status);

/** An asset's liveness in words; an unknown one is shown as it came. */
export const livenessLabel = (status: string): string => label("livenessStatus", status);

export const STATUS_OPTIONS = TAKEDOWN_STATUSES;
export const LIVENESS_OPTIONS = LIVENESS_STATUSES;
export const OPEN_STATUSES = OPEN_TAKEDOWN_STATUSES;

/** The default staleness threshold of /queues (hours in IN_PROGRESS). */
export const DEFAULT_STALE_HOURS = 168;
const HOUR_MS = 3_600_000;

/**
 * The createdAt window of a snapshot age bucket, as of `asOf` (bounds inclusive, to the
 * millisecond): under 24 h is created after now − 24 h, 24–72 h from now − 72 h (exclusive) to
 * now − 24 h, and so on; the same boundaries the snapshot counts with.
 */
export function ageWindow(bucket: AgeBucket, asOfMs: number): { createdFrom: string | null; createdTo: string | null } {
  const at = (hours: number, plusMs = 0) => new Date(asOfMs - hours * HOUR_MS + plusMs).toISOString();
  switch (bucket) {
    case "lt24h":
      return { createdFrom: at(24, 1), createdTo: null };
    case "h24to72":
      return { createdFrom: at(72, 1), createdTo: at(24) };
    case "h72to168":
      return { createdFrom: at(168, 1), createdTo: at(72) };
    case "gte168h":
      return { createdFrom: null, createdTo: at(168) };
  }
}

export type TakedownViewParams = {
  slug: string | null;
  status: string[] | null;
  liveness: string[] | null;
  type: string[] | null;
  q: string | null;
  sort: TakedownSort;
  age: AgeBucket | null;
  asOf: string | null;
  stale: boolean;
  windowHours: number | null;
  /** Created from / to (instants, both included): a period's takedowns, as /outcomes counts those filed in it. */
  createdFrom?: string | null;
  createdTo?: string | null;
};

/** The list query of a view; `nowMs` stands in for a missing `asOf` (age buckets and staleness are relative). */
export function viewQuery(params: TakedownViewParams, nowMs: number): TakedownQuery {
  const asOf = params.asOf && Number.isFinite(Date.parse(params.asOf)) ? Date.parse(params.asOf) : nowMs;
  const window = params.age ? ageWindow(params.age, asOf) : { createdFrom: params.createdFrom ?? null, createdTo: params.createdTo ?? null };
  const staleHours = params.windowHours ?? DEFAULT_STALE_HOURS;
  return {
    slug: params.slug,
    statuses: params.status ?? [],
    liveness: params.liveness ?? [],
    assetTypes: params.type ?? [],
    text: params.q,
    sort: params.sort,
    ...window,
    staleBefore: params.stale ? new Date(asOf - staleHours * HOUR_MS).toISOString() : null,
  };
}

/** The staleness cutoff (ms) for highlighting: IN_PROGRESS unchanged since then or earlier. */
export function staleCutoffMs(params: Pick<TakedownViewParams, "windowHours">, nowMs: number): number {
  return nowMs - (params.windowHours ?? DEFAULT_STALE_HOURS) * HOUR_MS;
}

/** A link into /takedowns: only the given keys, lists comma-separated as the page reads them. */
export function takedownsHref(params: {
  status?: readonly string[];
  age?: AgeBucket;
  asOf?: string;
  stale?: boolean;
  windowHours?: number;
  slug?: string | null;
  id?: string;
  type?: string;
  createdFrom?: string;
  createdTo?: string;
}): string {
  const search = new URLSearchParams();
  if (params.id) search.set("id", params.id);
  if (params.status?.length) search.set("status", params.status.join(","));
  if (params.age) search.set("age", params.age);
  if (params.type) search.set("type", params.type);
  if (params.createdFrom) search.set("createdFrom", params.createdFrom);
  if (params.createdTo) search.set("createdTo", params.createdTo);
  if (params.stale) search.set("stale", "true");
  if (params.windowHours && params.windowHours !== DEFAULT_STALE_HOURS) search.set("windowHours", String(params.windowHours));
  if (params.asOf && (params.age || params.stale)) search.set("asOf", params.asOf);
  if (params.slug) search.set("slug", params.slug);
  const text = search.toString();
  return text ? `/takedowns?${text}` : "/takedowns";
}

/**
 * The order the rows really come in: the stale view always reads the oldest change first (the
 * list stops at the first fresher one, lib/queries/takedowns.ts `trimStalePage`), whatever `sort` says.
 */
export function effectiveSort(params: Pick<TakedownViewParams, "sort" | "stale">): TakedownSort {
  return params.stale ? "updated-asc" : params.sort;
}

/** `?assignee=`: nobody assigned, or one assignee by id (the service's list cannot filter by assignee). */
export const UNASSIGNED = "unassigned";

export function matchesAssignee(takedown: { assignee: { id: string | number } | null }, assignee: string | null): boolean {
  if (assignee === null) return true;
  if (assignee === UNASSIGNED) return takedown.assignee === null;
  return takedown.assignee !== null && String(takedown.assignee.id) === assignee;
}

/** The assignees among `takedowns`, by name, for the filter's options. */
export function assigneeOptions(takedowns: readonly { assignee: { id: string | number; fullName: string } | null }[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const t of takedowns)
    if (t.assignee && !seen.has(String(t.assignee.id))) seen.set(String(t.assignee.id), t.assignee.fullName || `User ${String(t.assignee.id)}`);
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export type TakedownTotal = { kind: "exact"; count: number; source: "list" | "snapshot" } | { kind: "at-least"; count: number };

/** The snapshot's takedown counts; a count the service did not send is null and gives no total. */
type SnapshotCounts = {
  generatedAt: string | null;
  takedownQueue: {
    statusCounts: { todo: number | null; inProgress: number | null; pendingInput: number | null };
    staleInProgress: number | null;
    ageBuckets: Record<AgeBucket, number | null>;
  };
};

const OPEN_COUNT_KEY = { TODO: "todo", IN_PROGRESS: "inProgress", PENDING_INPUT: "pendingInput" } as const;

/**
 * How many takedowns the view holds, before every page is loaded. The service's list gives no
 * total; its queue snapshot counts open takedowns by status, by age and stale ones, so a view it
 * counts the same way gets that number; any other view says "at least" what is known (the rows
 * loaded, plus one when another page follows). Once every page is in, the list's own count.
 */
export function takedownTotal(
  params: TakedownViewParams & { assignee?: string | null },
  view: { loaded: number; complete: boolean; hasNextPage: boolean },
  snapshot: SnapshotCounts | null | undefined,
): TakedownTotal {
  if (view.complete) return { kind: "exact", count: view.loaded, source: "list" };
  const plain = !params.q && !params.type?.length && !params.liveness?.length && !params.assignee && !params.createdFrom && !params.createdTo;
  const sameMoment = params.asOf === null || (snapshot?.generatedAt != null && Date.parse(params.asOf) === Date.parse(snapshot.generatedAt));
  const atLeast: TakedownTotal = { kind: "at-least", count: view.loaded + (view.hasNextPage ? 1 : 0) };
  const exact = (count: number | null): TakedownTotal => (count === null ? atLeast : { kind: "exact", count, source: "snapshot" });
  if (snapshot && plain && sameMoment) {
    const q = snapshot.takedownQueue;
    const statuses = params.status ?? [];
    const onlyOpen = statuses.length > 0 && statuses.every((s) => s in OPEN_COUNT_KEY);
    const allOpen = onlyOpen && OPEN_STATUSES.every((s) => statuses.includes(s));
    if (params.stale && !params.age) return exact(q.staleInProgress);
    if (params.age && !params.stale && allOpen) return exact(q.ageBuckets[params.age]);
    if (!params.age && !params.stale && onlyOpen) {
      const counts = statuses.map((s) => q.statusCounts[OPEN_COUNT_KEY[s as keyof typeof OPEN_COUNT_KEY]]);
      return exact(counts.some((c) => c === null) ? null : counts.reduce<number>((n, c) => n + (c ?? 0), 0));
    }
  }
  return atLeast;
}
