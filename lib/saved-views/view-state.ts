import { ASSET_TYPES } from "@/lib/contract/asset-types";
import { FILTER_KEYS, isFilterKey, isListFilter } from "@/lib/contract/report-filters";
import { LIVENESS_STATUSES, TAKEDOWN_STATUSES } from "@/lib/contract/takedown-values";
import { ASSET_LIVENESS, THREAT_STATES } from "@/lib/contract/threat-values";
import { checkList, checkScalar } from "@/lib/reports/report-filters";
import { AGE_STATES, SLA_STATES } from "@/lib/triage/queue-order";

/**
 * What a saved view keeps: the page's own URL search text, limited to the keys that make its view
 * (filters, sort, density), each checked as the page's address checks it. Isomorphic: the routes
 * check a view before storing it, the pages read one before applying it.
 */

export const SAVED_VIEW_PAGES = ["reports", "triage", "takedowns", "assets"] as const;
export type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];

/** The longest state text a view keeps (a page's filters fit well within it). */
export const MAX_STATE_LENGTH = 4000;

/** A check of one value: null when it is one the page's address takes, else why not. */
type Check = (value: string) => string | null;

const oneOf =
  (allowed: readonly string[], what: string): Check =>
  (value) =>
    allowed.includes(value) ? null : `Not a known ${what}`;

/** A comma list whose every item is allowed (the pages' list parsers drop the others). */
const listOf =
  (allowed: readonly string[], what: string): Check =>
  (value) => {
    const bad = value.split(",").filter((v) => !allowed.includes(v.trim()));
    return bad.length === 0 ? null : `Not a known ${what}: ${bad.join(", ")}`;
  };

const text =
  (max: number): Check =>
  (value) =>
    value.trim() === "" ? "Empty value" : value.length > max ? `At most ${max} characters` : null;

const reportFilterCheck =
  (key: string): Check =>
  (value) => {
    if (!isFilterKey(key)) return "Not a filter";
    if (isListFilter(key)) return checkList(key, value).invalid[0]?.reason ?? null;
    const check = checkScalar(key, value);
    return check.ok ? null : check.reason;
  };

/** An instant as the /assets address writes it (nuqs `parseAsIsoDateTime`). */
const isoInstant: Check = (value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value)) ? null : "Not a date and time");

/** Each page's view keys, in the order a state is written (components/saved-views read the same table). */
const PAGE_KEYS: Record<SavedViewPage, Record<string, Check>> = {
  reports: {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, reportFilterCheck(key)])),
    fold: oneOf(["true", "false"], "choice"),
    density: oneOf(["compact", "comfortable"], "density"),
    // The console's own filters (lib/marks): a tag, an assignee, snoozed.
    tag: (value) => (/^[a-z0-9][a-z0-9._:-]{0,39}$/.test(value) ? null : "Not a tag"),
    assignee: text(200),
    snoozed: oneOf(["true", "false"], "choice"),
  },
  triage: {
    sla: listOf(SLA_STATES, "SLA state"),
    age: listOf(AGE_STATES, "age"),
    type: text(500),
    brand: text(500),
    // The console's own filters (lib/marks, kind proposal).
    tag: (value) => (/^[a-z0-9][a-z0-9._:-]{0,39}$/.test(value) ? null : "Not a tag"),
    assignee: text(200),
    snoozed: oneOf(["true", "false"], "choice"),
  },
  takedowns: {
    status: listOf(TAKEDOWN_STATUSES, "takedown status"),
    liveness: listOf(LIVENESS_STATUSES, "liveness"),
    type: listOf(ASSET_TYPES, "asset type"),
    q: text(500),
    sort: oneOf(["updated-desc", "updated-asc", "created-desc", "created-asc"], "sort"),
    age: oneOf(AGE_STATES, "age"),
    stale: oneOf(["true", "false"], "choice"),
    windowHours: (value) => (/^[0-9]{1,6}$/.test(value) && Number(value) > 0 ? null : "Not a number of hours"),
    assignee: (value) => (/^[A-Za-z0-9][A-Za-z0-9_.~-]{0,99}$/.test(value) ? null : "Not an assignee"),
  },
  // The reported list's filters (app/(console)/assets/search-params.ts); the tab is not a view.
  assets: {
    state: listOf(THREAT_STATES, "state"),
    liveness: listOf(ASSET_LIVENESS, "liveness"),
    brand: text(200),
    takedown: text(50),
    from: isoInstant,
    to: isoInstant,
    q: text(500),
    liveAgain: oneOf(["true", "false"], "choice"),
    reached: oneOf(["escalated", "blocked", "submitted", "completed"], "step"),
    // The console's own filters (lib/marks, kind asset).
    tag: (value) => (/^[a-z0-9][a-z0-9._:-]{0,39}$/.test(value) ? null : "Not a tag"),
    assignee: text(200),
    snoozed: oneOf(["true"], "choice"),
  },
};

/** The keys of a page's view, in order. */
export function viewKeysOf(page: SavedViewPage): string[] {
  return Object.keys(PAGE_KEYS[page]);
}

export type IgnoredValue = { key: string; value: string; reason: string };

/**
 * A stored state, read as the page reads its address: the keys and values it knows, and what it
 * ignores (a filter the console no longer knows, a value it no longer takes), never an error.
 */
export function readViewState(page: SavedViewPage, state: string): { params: URLSearchParams; ignored: IgnoredValue[] } {
  const checks = PAGE_KEYS[page];
  const read = new URLSearchParams(state);
  const params = new URLSearchParams();
  const ignored: IgnoredValue[] = [];
  for (const key of new Set(read.keys())) {
    const [value = "", ...extra] = read.getAll(key);
    const check = Object.hasOwn(checks, key) ? checks[key]! : null;
    const reason = check === null ? "Not a filter of this page" : check(value);
    if (reason !== null) ignored.push({ key, value, reason });
    else params.set(key, value);
    for (const more of extra) ignored.push({ key, value: more, reason: "Given more than once" });
  }
  return { params: ordered(page, params), ignored };
}

/** The view part of a page's address, in the page's key order: what "Save" stores and "Modified" compares. */
export function stateOfSearch(page: SavedViewPage, search: URLSearchParams, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of viewKeysOf(page)) {
    const value = extra[key] ?? search.get(key);
    if (value !== null && value !== undefined && value !== "") params.set(key, value);
  }
  return params.toString();
}

/** Whether a state holds only known keys and values (what the routes accept). */
export function stateProblems(page: SavedViewPage, state: string): IgnoredValue[] {
  return readViewState(page, state).ignored;
}

function ordered(page: SavedViewPage, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of viewKeysOf(page)) {
    const value = params.get(key);
    if (value !== null) out.set(key, value);
  }
  return out;
}
