import { ASSET_TYPES } from "@/lib/contract/asset-types";
import type { SummaryFigure, TrendPoint } from "@/lib/contract/outcome-metrics";
import { ASSET_TYPE_LABELS } from "@/lib/format/asset-type-labels";
import { plural } from "@/lib/format/duration";
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

function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "");
  return parts.length === 0 ? "" : `?${new URLSearchParams(parts).toString()}`;
}

/** The links of a view: lists filtered to what a figure counts, in the window. */
export function outcomeLinks(view: Pick<OutcomesView, "window" | "brand">) {
  const { start, end } = instantsOf(view.window);
  const brandIds = view.brand && /^\d+$/.test(view.brand.id) ? view.brand.id : undefined;
  const approved = { reviewStatuses: "APPROVE", updatedAtStartDate: start, updatedAtEndDate: end, brandIds };
  return {
    reports: () => `/reports${query({ startDate: start, endDate: end, brandIds })}`,
    blocked: () => `/reports${query(approved)}`,
    blockedOfType: (type: string | null) => (type && KNOWN_TYPES.includes(type) ? `/reports${query({ ...approved, assetTypes: type })}` : undefined),
    foundBy: (customer: boolean) => `/reports${query({ ...approved, reportedByCustomer: String(customer) })}`,
    takedowns: (status?: string, type?: string | null) => {
      if (type !== undefined && (type === null || !KNOWN_TYPES.includes(type))) return undefined;
      return `/takedowns${query({ status, type: type ?? undefined })}`;
    },
    activity: (action: string) => `/activity${query({ action, from: start, to: end })}`,
  };
}

/** An asset type in words; one outside the enum (`DOMAIN`, `TWITTER_ACCOUNT`) as the service sent it. */
const typeLabel = (type: string | null) => (type === null ? "Type not sent" : (ASSET_TYPE_LABELS[type] ?? type));

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
      takedownsFiled: links.takedowns(),
      takedownsCompleted: links.takedowns("COMPLETED"),
    };
    for (const key of ["newThreats", "reports", "takedownsFiled", "takedownsCompleted", "threatsWatchlisted"] as const) {
      summaryFigures.push({
        key,
        label: SUMMARY_LABELS[key],
        current: s.current.metrics[key],
        previous: before ? before[key] : null,
        unit: "count",
        ...(href[key] ? { href: href[key] } : {}),
      });
    }
    for (const row of paired(
      s.current.blockedByType,
      s.previous?.blockedByType ?? null,
      (r) => r.type,
      (r) => r.count,
      0,
    )) {
      summaryFigures.push({
        key: `blockedByType:${row.key ?? ""}`,
        label: `Blocked: ${typeLabel(row.key)}`,
        current: row.current,
        previous: row.previous,
        unit: "count",
        ...(links.blockedOfType(row.key) ? { href: links.blockedOfType(row.key) } : {}),
      });
    }
  }

  const t = cards.takedownTrend;
  const trendFigures: Figure[] = [];
  if (t.state === "ok") {
    for (const series of t.current.series) {
      const change = series.change;
      // Without the service's comparison, the latest month with a completed takedown stands alone.
      const counted = series.points.filter((point) => (point.count ?? 0) > 0 && point.medianTakedownMinutes !== null);
      const latest: TrendPoint | null = change?.latest ?? counted.at(-1) ?? null;
      if (!latest) continue;
      const previous = change ? change.previous : null;
      const href = links.takedowns("COMPLETED", series.assetType);
      trendFigures.push({
        key: `trend:${series.assetType ?? ""}`,
        label: `${typeLabel(series.assetType)}, ${latest.period ?? "month not sent"}${previous?.period ? ` vs ${previous.period}` : ""}`,
        current: latest.medianTakedownMinutes,
        previous: previous?.medianTakedownMinutes ?? null,
        unit: "minutes",
        better: "lower",
        ...(change?.direction ? { note: change.direction } : {}),
        ...(href ? { href } : {}),
      });
    }
  }

  const p = cards.takedownByProvider;
  const providerFigures: Figure[] =
    p.state === "ok"
      ? paired(
          p.current.byProvider,
          p.previous?.byProvider ?? null,
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
  if (r.state === "ok") {
    for (const row of r.current.byAssetType) {
      const before = r.previous?.byAssetType.find((b) => b.assetType === row.assetType);
      const href = links.takedowns(undefined, row.assetType);
      successFigures.push({
        key: `success:${row.assetType ?? ""}`,
        label: `${typeLabel(row.assetType)}: success rate (${row.completed ?? "?"} of ${row.submitted ?? "?"} completed, ${row.stillOpen ?? "?"} still open)`,
        current: row.successRate,
        previous: r.previous ? (before?.successRate ?? null) : null,
        unit: "rate",
        better: "higher",
        ...(href ? { href } : {}),
      });
    }
  }

  const f = cards.falsePositives;
  const fpFigures: Figure[] = [];
  if (f.state === "ok") {
    for (const row of f.current.byAssetType) {
      const before = f.previous?.byAssetType.find((b) => b.assetType === row.assetType);
      fpFigures.push({
        key: `fp:${row.assetType ?? ""}`,
        label: `${typeLabel(row.assetType)}: ${row.falsePositives ?? "?"} false of ${row.blocked ?? "?"} blocked`,
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
          },
          {
            key: "found:service",
            label: "Found first by the service",
            current: b.current.service,
            previous: b.previous?.service ?? null,
            unit: "count",
            href: links.foundBy(false),
          },
          { key: "found:total", label: "Blocked in total", current: b.current.total, previous: b.previous?.total ?? null, unit: "count" },
        ]
      : [];

  const d = cards.timeToDetection;
  const detectionFigures: Figure[] = [];
  if (d.state === "ok") {
    detectionFigures.push({
      key: "detection:all",
      label: "Median, every asset type",
      current: d.current.medianMinutes,
      previous: d.previous?.medianMinutes ?? null,
      unit: "minutes",
      better: "lower",
    });
    for (const row of d.current.byAssetType) {
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
      href: links.activity("proposal.review"),
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
            label: "Proposals waiting in triage now",
            current: own.triageWait.waiting,
            previous: null,
            unit: "count" as const,
            href: "/triage",
          },
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
      label: "Reviews undone",
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
      href: "/queues",
    },
  ];
  const consoleNotes = [
    ...waitNotes(waited),
    ...(own.triageWait ? [] : ["Triage: this organization's queue has not been walked yet (open /triage once)."]),
    ...(own.slaBreaches.scope === null
      ? ["SLA breaches: the queue history records by organization; choose one in the header to see its history."]
      : own.slaBreaches.points === 0
        ? ["SLA breaches: the queue history holds no snapshot of this window."]
        : []),
    "Reviews and claim collisions count every organization this console reviews for (the audit trail does not say which).",
  ];

  return [
    card("summary", s, summaryFigures),
    card("takedownTrend", t, trendFigures, brandNote(view, true)),
    card("takedownByProvider", p, providerFigures, brandNote(view, true)),
    card("successRate", r, successFigures, brandNote(view, false)),
    card("falsePositives", f, fpFigures, brandNote(view, true)),
    card("foundBySource", b, foundFigures, brandNote(view, true)),
    card("timeToDetection", d, detectionFigures, brandNote(view, true)),
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
