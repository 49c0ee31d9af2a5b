import { ASSET_TYPES } from "./asset-types";
import { ACTOR_KINDS, REPORT_SOURCES, REPORT_STATUSES, REPORT_STATUSES_ALTERNATE, REVIEW_DECISIONS } from "./report-list-values";

/**
 * Every filter of GET /organization/reports (interface-v2 §4.1), declared once. The key is the
 * parameter's name everywhere: the page's URL, the console's /api routes and the service's
 * request. Isomorphic and without zod (the browser imports it). Derived from it:
 * - the routes' zod fields (`reportFilterShape` in report-list-request.ts),
 * - the browser's value checks (lib/reports/filter-value-checks.ts), the URL model and the one
 *   nuqs parser set of the page and its server render (lib/reports/),
 * - labels, chips and the "More filters" fields (components/reports/),
 * - the embedded service's SQL clauses (lib/embedded-service/store/report-filters.ts, typed so
 *   each filter needs one).
 * See docs/architecture.md ("Adding a report filter").
 *
 * Kinds and what they accept (the service's own forms):
 * - `enum`: one of `values` ("Not a known <what>"); `offered` narrows what the page offers.
 * - `text`: trimmed text of at most `max` characters.
 * - `boolean`: `true` or `false`.
 * - `date`: an ISO 8601 date or date-time with offset; `bound` says which end of the `range`.
 * - `id`: a positive integer; `orNull` also takes the service's "null" (no filter).
 * - `country`: two letters, upper-cased.
 * `list: true` filters take several values (comma-separated or repeated, at most 100).
 *
 * `control` is how "More filters" edits it, in `group`, ordered by `slot`; `main` filters sit in
 * the bar itself (components/reports/filter-bar.tsx places them).
 */
export const REPORT_FILTERS = {
  status: {
    kind: "enum",
    values: [...REPORT_STATUSES, ...REPORT_STATUSES_ALTERNATE],
    offered: REPORT_STATUSES,
    what: "report status",
    words: "reportStatus",
    label: "Status",
    group: "main",
    slot: 1,
    control: "select",
  },
  searchQuery: { kind: "text", max: 200, label: "Search", group: "main", slot: 0, control: "text", placeholder: "Title, description or asset content" },
  reporterQuery: { kind: "text", max: 200, label: "Reporter", group: "people", slot: 0, control: "text", placeholder: "Reporter name" },
  reporterKind: {
    kind: "enum",
    values: ACTOR_KINDS,
    what: "reporter kind",
    words: "reporterKind",
    label: "Reporter kind",
    group: "people",
    slot: 1,
    control: "select",
  },
  reviewerKind: {
    kind: "enum",
    values: ACTOR_KINDS,
    what: "reviewer kind",
    words: "reporterKind",
    label: "Reviewer kind",
    group: "people",
    slot: 2,
    control: "select",
  },
  reviewedByUserId: {
    kind: "id",
    orNull: true,
    message: "Expected a positive integer user id or null",
    label: "Reviewed by user id",
    group: "people",
    slot: 3,
    control: "text",
    placeholder: "e.g. 4",
  },
  startDate: { kind: "date", range: "Created", bound: "from", label: "Created from", group: "dates", slot: 0, control: "dateRange" },
  endDate: { kind: "date", range: "Created", bound: "to", label: "Created to", group: "dates", slot: 0, control: "dateRange" },
  updatedAtStartDate: { kind: "date", range: "Updated", bound: "from", label: "Updated from", group: "dates", slot: 1, control: "dateRange" },
  updatedAtEndDate: { kind: "date", range: "Updated", bound: "to", label: "Updated to", group: "dates", slot: 1, control: "dateRange" },
  hasMxRecords: { kind: "boolean", label: "Has MX records", group: "assets", slot: 4, control: "yesNo" },
  excludeAutomation: { kind: "boolean", label: "Exclude automation", group: "people", slot: 4, control: "flag" },
  onlyRejected: { kind: "boolean", label: "Only rejected", group: "review", slot: 2, control: "flag" },
  onlyFavorited: { kind: "boolean", label: "Only favorited", group: "review", slot: 3, control: "flag" },
  reportedByCustomer: { kind: "boolean", label: "Reported by customer", group: "review", slot: 5, control: "yesNo" },
  needsCustomerReview: { kind: "boolean", label: "Needs customer review", group: "review", slot: 4, control: "flag" },
  registrars: {
    kind: "text",
    list: true,
    max: 253,
    what: "registrar",
    label: "Registrars",
    group: "assets",
    slot: 2,
    control: "tokens",
    placeholder: "e.g. NameCheap Inc.",
  },
  reviewStatuses: {
    kind: "enum",
    list: true,
    values: REVIEW_DECISIONS,
    what: "review decision",
    words: "reviewDecision",
    label: "Review statuses",
    group: "review",
    slot: 0,
    control: "checkboxes",
  },
  assetTypes: {
    kind: "enum",
    list: true,
    values: ASSET_TYPES,
    what: "asset type",
    words: "assetType",
    label: "Asset types",
    group: "assets",
    slot: 0,
    control: "multiSelect",
  },
  brandIds: { kind: "id", list: true, message: "Expected a positive integer id", label: "Brands", group: "assets", slot: 1, control: "brands" },
  countryCodes: { kind: "country", list: true, label: "Country codes", group: "assets", slot: 3, control: "tokens", placeholder: "Two letters, e.g. US" },
  sources: {
    kind: "enum",
    list: true,
    values: REPORT_SOURCES,
    what: "report source",
    words: "reportSource",
    label: "Sources",
    group: "review",
    slot: 1,
    control: "checkboxes",
  },
} as const satisfies Record<string, ReportFilterSpec>;

/** The "More filters" panel's groups, in order, with their legends. */
export const FILTER_GROUPS = {
  people: "People",
  dates: "Dates (whole days, UTC)",
  review: "Review and flags",
  assets: "Assets, brands and places",
} as const;

/** The lib/format label tables that word fixed values (each is a `LabelKind` there; the chips pass it on). */
type FilterWords = "reportStatus" | "reporterKind" | "reviewDecision" | "assetType" | "reportSource";
type Place = { label: string; group: "main" | keyof typeof FILTER_GROUPS; slot: number; placeholder?: string };
type EnumSpec = { kind: "enum"; values: readonly [string, ...string[]]; offered?: readonly string[]; what: string; words?: FilterWords };
type TextSpec = { kind: "text"; max: number; what?: string };
type BooleanSpec = { kind: "boolean" };
type DateSpec = { kind: "date"; range: string; bound: "from" | "to" };
type IdSpec = { kind: "id"; message: string; orNull?: true };
type CountrySpec = { kind: "country" };
/** One filter's declaration (see REPORT_FILTERS). */
export type ReportFilterSpec = Place & { list?: true } & (
    | (EnumSpec & { control: "select" | "checkboxes" | "multiSelect" })
    | (TextSpec & { control: "text" | "tokens" })
    | (BooleanSpec & { control: "flag" | "yesNo" })
    | (DateSpec & { control: "dateRange" })
    | (IdSpec & { control: "text" | "brands" })
    | (CountrySpec & { control: "tokens" })
  );

export type FilterKey = keyof typeof REPORT_FILTERS;
type Spec<K extends FilterKey> = (typeof REPORT_FILTERS)[K];
export type ListFilterKey = { [K in FilterKey]: Spec<K> extends { list: true } ? K : never }[FilterKey];
export type ScalarFilterKey = Exclude<FilterKey, ListFilterKey>;

export const FILTER_KEYS = Object.keys(REPORT_FILTERS) as FilterKey[];
export const filterSpec = <K extends FilterKey>(key: K): Spec<K> => REPORT_FILTERS[key];
export const isListFilter = (key: FilterKey): key is ListFilterKey => "list" in REPORT_FILTERS[key];
export const LIST_FILTER_KEYS = FILTER_KEYS.filter(isListFilter);
export const isFilterKey = (key: string): key is FilterKey => Object.hasOwn(REPORT_FILTERS, key);

/** The route and the page cap every list at 100 items. */
export const MAX_LIST_ITEMS = 100;

/** Only the filters that are set, in their URL text form; arrays are non-empty. Stable enough to be a query key. */
export type ReportFilters = Partial<Record<ScalarFilterKey, string> & Record<ListFilterKey, string[]>>;
/** A change to the filters: null clears one. */
export type FilterPatch = Partial<Record<FilterKey, string | string[] | null>>;

export const FILTER_LABELS = Object.fromEntries(FILTER_KEYS.map((key) => [key, REPORT_FILTERS[key].label])) as Record<FilterKey, string>;
