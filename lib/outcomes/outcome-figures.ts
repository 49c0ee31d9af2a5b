import { ASSET_TYPES } from "@/lib/contract/asset-types";
import type { SummaryFigure, TrendPoint } from "@/lib/contract/outcome-metrics";
import { assetTypeLabel } from "@/lib/format/asset-type";
import { formatMonth } from "@/lib/format/calendar";
import { PENDING_PROPOSALS, WAITING_ON_YOU_MEANS } from "@/lib/format/counts";
import { plural } from "@/lib/format/duration";
import { formatCount } from "@/lib/format/number";
import type { CardAnswer, OutcomeCardId, OutcomesView } from "./outcome-view";
import { instantsOf } from "./outcome-window";

/**
 * The figures of the Outcomes page as one list of cards and rows, pure and isomorphic: the page
 * draws its tables from it, the CSV and Markdown exports write it, the weekly digest sends it. So
 * the numbers are the same everywhere by construction.
 */
export type FigureUnit = "count" | "minutes" | "rate";

export type Figure = {
  key: string;
  label: string;
  current: number | null;
  /** The previous period of the same length; null when not known (or not asked: the trend's months compare themselves). */
  previous: number | null;
  unit: FigureUnit;
  /** Which way is better, for the words "improved" / "worsened"; none for a figure that is neither. */
  better?: "lower" | "higher";
  /** The console list this figure opens, when there is one. */
  href?: string;
  /**
   * What that list holds, when it is not what the figure counts ("Opens 1,039 reports updated in
   * the period with an approved proposal"): a list of reports cannot show threats, one per proposal.
   */
  listNote?: string;
  /** A word the service sent beside the figure (the trend's direction). */
  note?: string;
  /** What a null value means when it is no silence of the service's (a median of no reviews: "none"). */
  none?: string;
};

export type CardState = CardAnswer<unknown>["state"] | "console";

export type CardModel = {
  id: OutcomeCardId | "console";
  title: string;
  /** What the card shows when it can: said in its place when the metric is not enabled. */
  shows: string;
  state: CardState;
  message?: string;
  /** When the previous period could not be read, why. */
  previousProblem?: string;
  figures: Figure[];
  /** Sentences where the console keeps no record, or where a figure has no brand filter. */
  notes: string[];
};

export const CARD_TEXT: Record<CardModel["id"], { title: string; shows: string }> = {
  summary: { title: "Threats blocked, reports and takedowns", shows: "threats blocked by day and by asset type, reports, and takedowns filed and completed" },
  takedownTrend: {
    title: "Median time to takedown",
    shows: "the median time from filing to completion, month by month per asset type, and whether it improved",
  },
  takedownByProvider: { title: "Time to takedown by provider", shows: "the median time to takedown at each provider the takedowns went to" },
  successRate: { title: "Takedown success rate", shows: "takedowns submitted, completed and still open per asset type, and the share that succeeded" },
  falsePositives: { title: "False-positive rate by surface", shows: "threats blocked per surface and how many were false positives" },
  foundBySource: { title: "Found first by", shows: "blocked threats your organization found first against those the service found" },
  timeToDetection: { title: "Time to detection", shows: "the median time from a threat going live to its detection, per asset type" },
  console: {
    title: "What only this console knows",
    shows:
      "how long proposals waited until reviewed, triage waits now, reviews against the daily budget, undone reviews, claim collisions and SLA breaches from the queue history",
  },
};

const SUMMARY_LABELS: Record<SummaryFigure, string> = {
  reports: "Reports",
  newThreats: "Threats blocked",
  threatsWatchlisted: "Threats watchlisted",
  takedownsFiled: "Takedowns filed",
  takedownsCompleted: "Takedowns completed",
  domainThreats: "Domain threats",
  twitterThreats: "X (Twitter) threats",
  telegramThreats: "Telegram threats",
  otherThreats: "Other threats",
};

const KNOWN_TYPES: readonly string[] = ASSET_TYPES;

/** What a threats-blocked figure's /reports link holds: reports, where the figure counts threats (one per approved proposal). */
const BLOCKED_LIST = "reports";

/** Said once on the card: what those lists hold, where the figures count threats. */
const BLOCKED_LISTS_NOTE =
  "Threats blocked count threats, one per approved proposal; their links open the reports those threats are on (updated in the period with an approved proposal), so a list can hold fewer: one report can hold several threats.";

const ASSET_TYPES_NOUN = { one: "asset type", many: "asset types" };

function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "");
  return parts.length === 0 ? "" : `?${new URLSearchParams(parts).toString()}`;
}

/**
 * The links of a view: lists filtered to what a figure counts, over the same period, brand and
 * status. Every /reports link here is also counted by the route (`lib/outcomes/outcomes.ts`
 * `reportListCounts`), so a card can say how many its list holds.
 */
export function outcomeLinks(view: Pick<OutcomesView, "window" | "brand">) {
  const { start, end } = instantsOf(view.window);
  const brandIds = view.brand && /^\d+$/.test(view.brand.id) ? view.brand.id : undefined;
  const approved = { reviewStatuses: "APPROVE", updatedAtStartDate: start, updatedAtEndDate: end, brandIds };
  const known = (types: readonly (string | null)[]) => types.filter((t): t is string => t !== null && KNOWN_TYPES.includes(t));
  return {
    reports: () => `/reports${query({ startDate: start, endDate: end, brandIds })}`,
    blocked: () => `/reports${query(approved)}`,
    blockedOfType: (type: string | null) => (type && KNOWN_TYPES.includes(type) ? `/reports${query({ ...approved, assetTypes: type })}` : undefined),
    /** The "others" row: every known type of it; none when one of them is outside the enum (the list could not hold it). */
    blockedOfTypes: (types: readonly (string | null)[]) =>
      known(types).length === types.length && types.length > 0 ? `/reports${query({ ...approved, assetTypes: known(types).join(",") })}` : undefined,
    foundBy: (customer: boolean) => `/reports${query({ ...approved, reportedByCustomer: String(customer) })}`,
    /** Takedowns filed (created) in the period, of one asset type or every one. Takedowns take no brand. */
    takedownsFiled: (type?: string | null) => {
      if (type !== undefined && (type === null || !KNOWN_TYPES.includes(type))) return undefined;
      return `/takedowns${query({ type: type ?? undefined, createdFrom: start, createdTo: end })}`;
    },
    /** Successful events of one action in the period (`to` is exclusive on /activity: the next day's first instant). */
    activity: (action: string) => `/activity${query({ action, outcome: "success", from: start, to: nextDayStart(view.window.endDate) })}`,
  };
}

/** The first instant after a day: the exclusive end of a range that includes that day. */
export function nextDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

const typeLabel = (type: string | null) => assetTypeLabel(type);

/** How many rows a card shows by name; the rest are one "others" row or a sentence. */
export const TOP_ROWS = 10;

/** The first TOP_ROWS rows by `weight` (largest first, then as they came), and the rest. */
export function topRows<R>(rows: readonly R[], weight: (r: R) => number | null): { top: R[]; rest: R[] } {
  const ranked = rows.map((row, i) => ({ row, i, w: weight(row) ?? -1 })).sort((a, b) => b.w - a.w || a.i - b.i);
  return { top: ranked.slice(0, TOP_ROWS).map((r) => r.row), rest: ranked.slice(TOP_ROWS).map((r) => r.row) };
}

/** Names the "others" sentence spells out before "and N more". */
const REST_NAMED = 8;

/** "Also 3 more asset types, each below the ten shown: Domain, Telegram channel and Email address." */
function restNote(rest: readonly string[], noun: { one: string; many: string }): string[] {
  if (rest.length === 0) return [];
  const named = rest.slice(0, REST_NAMED);
  const more = rest.length - named.length;
  const names =
    more > 0
      ? `${named.join(", ")} and ${more.toLocaleString("en-US")} more`
      : named.length === 1
        ? named[0]!
        : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return [`Also ${rest.length === 1 ? `1 more ${noun.one}` : `${rest.length} more ${noun.many}`}, each below the ten shown: ${names}.`];
}

/** What a /reports link holds when the figure counts something else: with the list's own count when the route sent it. */
function reportsNote(view: OutcomesView, href: string | undefined, holds: string): string | undefined {
  if (!href) return undefined;
  const count = view.listCounts?.[href];
  return typeof count === "number" ? `Opens ${formatCount(count)} ${holds}` : `Opens the ${holds}`;
}

function stateOf<T>(answer: CardAnswer<T>): Pick<CardModel, "state" | "message" | "previousProblem"> {
  if (answer.state === "ok") return { state: "ok", ...(answer.previousProblem ? { previousProblem: answer.previousProblem } : {}) };
  return { state: answer.state, message: answer.message };
}

/**
 * Rows keyed by a name, this period beside the previous one. A name absent from one period's list
 * is `absent` there: 0 for counts (the list names every type with a count), unknown for medians.
 */
function paired<R>(current: R[], previous: R[] | null, keyOf: (r: R) => string | null, figureOf: (r: R) => number | null, absent: 0 | null) {
  const keys = [...new Set(current.map(keyOf).concat((previous ?? []).map(keyOf)))];
  return keys.map((key) => {
    const now = current.find((r) => keyOf(r) === key);
    const before = previous?.find((r) => keyOf(r) === key);
    return {
      key,
      current: now ? figureOf(now) : absent,
      previous: previous === null ? null : before ? figureOf(before) : absent,
    };
  });
}

function brandNote(view: OutcomesView, takesBrand: boolean): string[] {
  return view.brand && !takesBrand ? ["Every brand: this figure has no brand filter."] : [];
}

/**
 * Said beside the wait until reviewed: how many reviews it leaves out (held before the console kept
 * arrival times, or sent no time by the service), so a median over part of them is not read as all
 * of them; or that there was no review to measure.
 */
function waitNotes(waited: OutcomesView["console"]["waitUntilReview"]): string[] {
  const now = waited.current.withoutArrival;
  const before = waited.previous.withoutArrival;
  const are = (n: number) => (n === 1 ? "is" : "are");
  const which =
    now > 0 && before > 0
      ? `${plural(now, "review")} in this period and ${before.toLocaleString("en-US")} in the previous one are`
      : now > 0
        ? `${plural(now, "review")} in this period ${are(now)}`
        : before > 0
          ? `${plural(before, "review")} in the previous period ${are(before)}`
          : null;
  if (which) return [`Wait until reviewed: ${which} not counted (held before the console kept arrival times, or the service sent no time for the proposal).`];
  return waited.current.measured === 0 ? ["Wait until reviewed: no review was sent through this console in this period."] : [];
}

/** The cards of a view, in the page's order. */
export function outcomeCards(view: OutcomesView): CardModel[] {
  const links = outcomeLinks(view);
  const { cards } = view;
  const card = (id: CardModel["id"], answer: CardAnswer<unknown> | null, figures: Figure[], notes: string[] = []): CardModel => ({
    id,
    ...CARD_TEXT[id],
    ...(answer ? stateOf(answer) : { state: "console" as const }),
    figures,
    notes,
  });

  const s = cards.summary;
  const summaryFigures: Figure[] = [];
  if (s.state === "ok") {
    const before = s.previous?.metrics;
    const href: Partial<Record<SummaryFigure, string>> = {
      reports: links.reports(),
      newThreats: links.blocked(),
      takedownsFiled: links.takedownsFiled(),
    };
    const notes: Partial<Record<SummaryFigure, string | undefined>> = {
      newThreats: reportsNote(view, href.newThreats, BLOCKED_LIST),
    };
    // Reports are what the list shows: a note only where its count is not the figure.
    const reportsCount = view.listCounts?.[href.reports!];
    if (typeof reportsCount === "number" && reportsCount !== s.current.metrics.reports)
      notes.reports = reportsNote(view, href.reports, "reports created in the period");
    for (const key of ["newThreats", "reports", "takedownsFiled", "takedownsCompleted", "threatsWatchlisted"] as const) {
      summaryFigures.push({
        key,
        label: SUMMARY_LABELS[key],
        current: s.current.metrics[key],
        previous: before ? before[key] : null,
        unit: "count",
        ...(href[key] ? { href: href[key] } : {}),
        ...(notes[key] ? { listNote: notes[key] } : {}),
      });
    }
    const rows = paired(
      s.current.blockedByType,
      s.previous?.blockedByType ?? null,
      (r) => r.type,
      (r) => r.count,
      0,
    );
    const { top, rest } = topRows(rows, (r) => r.current);
    for (const row of top) {
      const link = links.blockedOfType(row.key);
      summaryFigures.push({
        key: `blockedByType:${row.key ?? ""}`,
        label: `Blocked: ${typeLabel(row.key)}`,
        current: row.current,
        previous: row.previous,
        unit: "count",
        ...(link ? { href: link, listNote: reportsNote(view, link, BLOCKED_LIST) } : {}),
      });
    }
    if (rest.length > 0) {
      const link = links.blockedOfTypes(rest.map((r) => r.key));
      const sum = (values: (number | null)[]) => (values.some((v) => v === null) ? null : values.reduce<number>((n, v) => n + (v ?? 0), 0));
      summaryFigures.push({
        key: "blockedByType:others",
        label: `Blocked: others (${plural(rest.length, "asset type")})`,
        current: sum(rest.map((r) => r.current)),
        previous: s.previous ? sum(rest.map((r) => r.previous)) : null,
        unit: "count",
        ...(link ? { href: link, listNote: reportsNote(view, link, BLOCKED_LIST) } : {}),
      });
    }
  }

  const t = cards.takedownTrend;
  const trendFigures: Figure[] = [];
  const trendNotes: string[] = [];
  if (t.state === "ok") {
    const { top, rest } = topRows(t.current.series, (series) => series.points.reduce((n, point) => n + (point.count ?? 0), 0));
    trendNotes.push(
      ...restNote(
        rest.map((series) => typeLabel(series.assetType)),
        ASSET_TYPES_NOUN,
      ),
    );
    for (const series of top) {
      const change = series.change;
      // Without the service's comparison, the latest month with a completed takedown stands alone.
      const counted = series.points.filter((point) => (point.count ?? 0) > 0 && point.medianTakedownMinutes !== null);
      const latest: TrendPoint | null = change?.latest ?? counted.at(-1) ?? null;
      if (!latest) continue;
      const previous = change ? change.previous : null;
      trendFigures.push({
        key: `trend:${series.assetType ?? ""}`,
        label: `${typeLabel(series.assetType)}, ${latest.period ? formatMonth(latest.period) : "month not sent"}${previous?.period ? ` vs ${formatMonth(previous.period)}` : ""}`,
        current: latest.medianTakedownMinutes,
        previous: previous?.medianTakedownMinutes ?? null,
        unit: "minutes",
        better: "lower",
        ...(change?.direction ? { note: change.direction } : {}),
      });
    }
  }

  const p = cards.takedownByProvider;
  const providerRanked = p.state === "ok" ? topRows(p.current.byProvider, (r) => r.count) : { top: [] as never[], rest: [] as { provider: string | null }[] };
  const providerNotes = restNote(
    providerRanked.rest.map((r) => r.provider ?? "provider not sent"),
    { one: "provider", many: "providers" },
  );
  const providerFigures: Figure[] =
    p.state === "ok"
      ? paired(
          providerRanked.top,
          p.previous?.byProvider.filter((b) => providerRanked.top.some((r) => r.provider === b.provider)) ?? null,
          (r) => r.provider,
          (r) => r.medianTakedownMinutes,
          null,
        ).map((row) => ({
          key: `provider:${row.key ?? ""}`,
          label: row.key ?? "Provider not sent",
          current: row.current,
          previous: row.previous,
          unit: "minutes" as const,
          better: "lower" as const,
        }))
      : [];

  const r = cards.successRate;
  const successFigures: Figure[] = [];
  const successNotes: string[] = [];
  if (r.state === "ok") {
    const { top, rest } = topRows(r.current.byAssetType, (row) => row.submitted);
    successNotes.push(
      ...restNote(
        rest.map((row) => typeLabel(row.assetType)),
        ASSET_TYPES_NOUN,
      ),
    );
    for (const row of top) {
      const before = r.previous?.byAssetType.find((b) => b.assetType === row.assetType);
      const href = links.takedownsFiled(row.assetType);
      const count = (n: number | null) => (n === null ? "?" : formatCount(n));
      successFigures.push({
        key: `success:${row.assetType ?? ""}`,
        label: `${typeLabel(row.assetType)}: success rate (${count(row.completed)} of ${count(row.submitted)} completed, ${count(row.stillOpen)} still open)`,
        current: row.successRate,
        previous: r.previous ? (before?.successRate ?? null) : null,
        unit: "rate",
        better: "higher",
        ...(href
          ? { href, listNote: `Opens the ${row.submitted === null ? "" : `${formatCount(row.submitted)} `}takedowns of this type filed in the period` }
          : {}),
      });
    }
  }

  const f = cards.falsePositives;
  const fpFigures: Figure[] = [];
  const fpNotes: string[] = [];
  if (f.state === "ok") {
    const { top, rest } = topRows(f.current.byAssetType, (row) => row.blocked);
    fpNotes.push(
      ...restNote(
        rest.map((row) => typeLabel(row.assetType)),
        ASSET_TYPES_NOUN,
      ),
    );
    const count = (n: number | null) => (n === null ? "?" : formatCount(n));
    for (const row of top) {
      const before = f.previous?.byAssetType.find((b) => b.assetType === row.assetType);
      fpFigures.push({
        key: `fp:${row.assetType ?? ""}`,
        label: `${typeLabel(row.assetType)}: ${count(row.falsePositives)} false of ${count(row.blocked)} blocked`,
        current: row.falsePositiveRate,
        previous: f.previous ? (before?.falsePositiveRate ?? null) : null,
        unit: "rate",
        better: "lower",
      });
    }
  }

  const b = cards.foundBySource;
  const foundFigures: Figure[] =
    b.state === "ok"
      ? [
          {
            key: "found:customer",
            label: "Found first by your organization",
            current: b.current.customer,
            previous: b.previous?.customer ?? null,
            unit: "count",
            href: links.foundBy(true),
            listNote: reportsNote(view, links.foundBy(true), "reports your organization filed"),
          },
          {
            key: "found:service",
            label: "Found first by the service",
            current: b.current.service,
            previous: b.previous?.service ?? null,
            unit: "count",
            href: links.foundBy(false),
            listNote: reportsNote(view, links.foundBy(false), "reports the service filed"),
          },
          { key: "found:total", label: "Blocked in total", current: b.current.total, previous: b.previous?.total ?? null, unit: "count" },
        ]
      : [];

  const d = cards.timeToDetection;
  const detectionFigures: Figure[] = [];
  const detectionNotes: string[] = [];
  if (d.state === "ok") {
    detectionFigures.push({
      key: "detection:all",
      label: "Median, every asset type",
      current: d.current.medianMinutes,
      previous: d.previous?.medianMinutes ?? null,
      unit: "minutes",
      better: "lower",
    });
    const { top, rest } = topRows(d.current.byAssetType, () => 0);
    detectionNotes.push(
      ...restNote(
        rest.map((row) => typeLabel(row.assetType)),
        ASSET_TYPES_NOUN,
      ),
    );
    for (const row of top) {
      const before = d.previous?.byAssetType.find((x) => x.assetType === row.assetType);
      detectionFigures.push({
        key: `detection:${row.assetType ?? ""}`,
        label: typeLabel(row.assetType),
        current: row.medianMinutes,
        previous: d.previous ? (before?.medianMinutes ?? null) : null,
        unit: "minutes",
        better: "lower",
      });
    }
  }

  const own = view.console;
  const waited = own.waitUntilReview;
  const consoleFigures: Figure[] = [
    {
      key: "review-wait:measured",
      label: "Proposals reviewed, wait known",
      current: waited.current.measured,
      previous: waited.previous.measured,
      unit: "count",
    },
    {
      key: "review-wait:median",
      label: "Median wait from arrival until reviewed",
      current: waited.current.medianMinutes,
      previous: waited.previous.medianMinutes,
      unit: "minutes",
      better: "lower",
      none: "none",
    },
    {
      key: "review-wait:p90",
      label: "9 in 10 proposals reviewed within",
      current: waited.current.p90Minutes,
      previous: waited.previous.p90Minutes,
      unit: "minutes",
      better: "lower",
      none: "none",
    },
    ...(own.triageWait
      ? [
          {
            key: "triage:waiting",
            label: `${PENDING_PROPOSALS.flaggedForYou} now (pending proposals on reports flagged for you)`,
            current: own.triageWait.waiting,
            previous: null,
            unit: "count" as const,
            href: "/triage",
          },
          ...(own.triageWait.waitingOnYou
            ? [
                {
                  key: "triage:waiting-on-you",
                  label: `${PENDING_PROPOSALS.awaitingOrganization} now${own.triageWait.waitingOnYou.source === "at-least" ? " (at least)" : ""}`,
                  current: own.triageWait.waitingOnYou.count,
                  previous: null,
                  unit: "count" as const,
                },
              ]
            : []),
          {
            key: "triage:oldest",
            label: "Longest wait in triage now",
            current: own.triageWait.oldestMinutes,
            previous: null,
            unit: "minutes" as const,
            href: "/triage",
          },
          {
            key: "triage:median",
            label: "Median wait in triage now",
            current: own.triageWait.medianMinutes,
            previous: null,
            unit: "minutes" as const,
            href: "/triage",
          },
        ]
      : []),
    {
      key: "reviews:sent",
      label: `Reviews sent through this console (budget ${own.reviews.budget})`,
      current: own.reviews.current,
      previous: own.reviews.previous,
      unit: "count",
      href: links.activity("proposal.review"),
    },
    {
      key: "reviews:undone",
      label: "Held reviews undone",
      current: own.undone.current,
      previous: own.undone.previous,
      unit: "count",
      href: links.activity("triage.review.undo"),
    },
    {
      key: "claims:take-overs",
      label: "Claim collisions (a proposal taken over from another reviewer)",
      current: own.claimTakeOvers.current,
      previous: own.claimTakeOvers.previous,
      unit: "count",
      better: "lower",
      href: links.activity("triage.claim.take-over"),
    },
    {
      key: "sla:peak",
      label: "SLA breaches, most seen at once",
      current: own.slaBreaches.peak.current,
      previous: own.slaBreaches.peak.previous,
      unit: "count",
      better: "lower",
      // The queue history's own silence (said in the card's notes), never the service's.
      none: "no record",
    },
  ];
  const consoleNotes = [
    ...waitNotes(waited),
    ...(own.triageWait
      ? own.triageWait.waitingOnYou
        ? [`${WAITING_ON_YOU_MEANS[own.triageWait.waitingOnYou.source]} No list holds exactly these: /triage lists them among the pending proposals in triage.`]
        : []
      : ["Triage: this organization's queue has not been walked yet (open /triage once)."]),
    ...(own.slaBreaches.scope === null
      ? ["SLA breaches: the queue history records by organization; choose one in the header to see its history."]
      : own.slaBreaches.points === 0
        ? ["SLA breaches: the queue history holds no snapshot of this window."]
        : []),
    "Reviews sent, held reviews undone and claim collisions count every organization this console reviews for (the audit trail does not say which); each opens those events in the activity log.",
    ...(view.brand ? ["Every brand: the console's own figures have no brand filter."] : []),
  ];
  const summaryNotes = [
    BLOCKED_LISTS_NOTE,
    "Takedowns completed are counted by when they completed; the takedown list cannot filter by that, so this figure opens no list.",
    ...(view.brand ? ["Every brand: takedowns filed and completed have no brand filter (nor has the takedown list)."] : []),
  ];

  return [
    card("summary", s, summaryFigures, s.state === "ok" ? summaryNotes : []),
    card("takedownTrend", t, trendFigures, [...trendNotes, ...brandNote(view, true)]),
    card("takedownByProvider", p, providerFigures, [...providerNotes, ...brandNote(view, true)]),
    card("successRate", r, successFigures, [...successNotes, ...brandNote(view, false)]),
    card("falsePositives", f, fpFigures, [...fpNotes, ...brandNote(view, true)]),
    card("foundBySource", b, foundFigures, [
      ...(b.state === "ok"
        ? [
            "Found first counts threats, one per approved proposal; the links open the reports those threats are on, updated in the period with an approved proposal.",
          ]
        : []),
      ...brandNote(view, true),
    ]),
    card("timeToDetection", d, detectionFigures, [...detectionNotes, ...brandNote(view, true)]),
    card("console", null, consoleFigures, consoleNotes),
  ];
}

/** "improved" / "worsened" / "unchanged" of a figure against its previous period, when it has a better direction and both are known. */
export function directionOf(figure: Figure): "improved" | "worsened" | "unchanged" | null {
  if (figure.note === "improved" || figure.note === "worsened") return figure.note;
  if (!figure.better || figure.current === null || figure.previous === null) return null;
  if (figure.current === figure.previous) return "unchanged";
  return figure.current < figure.previous === (figure.better === "lower") ? "improved" : "worsened";
}
