import "server-only";
import { type OrganizationScope, slugSelectorOf } from "@/lib/contract/organization-scope";
import { reportListQuerySchema, searchParamsToRecord } from "@/lib/contract/report-list-request";
import { getDb } from "@/lib/db";
import { listBrands } from "@/lib/upstream/brands";
import type { CallOptions } from "@/lib/upstream/call-options";
import type { UpstreamClient } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import {
  getFalsePositiveRate,
  getFoundBySource,
  getOrganizationMetrics,
  getTakedownSuccessRate,
  getTakedownTimeByProvider,
  getTakedownTimeTrend,
  getTimeToDetection,
} from "@/lib/upstream/metrics";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { reachableOrganizations } from "@/lib/upstream/organizations";
import { listReports } from "@/lib/upstream/reports";
import { consoleFigures, historyScopeOf } from "./console-figures";
import { outcomeCards } from "./outcome-figures";
import type { CardAnswer, OutcomeCards, OutcomesView } from "./outcome-view";
import { type DateRange, instantsOf, type OutcomeWindow } from "./outcome-window";

/** Months the takedown-time trend covers: enough for a window of 90 days and the month before it. */
const TREND_MONTHS = 4;

/** A card's answer from a failed call: 403 is "not enabled", 404 or an unreadable answer is "missing". */
export function cardFailure(error: unknown): Exclude<CardAnswer<never>, { state: "ok" }> {
  if (error instanceof UpstreamError) {
    if (error.status === 403) return { state: "not-enabled", message: error.message };
    if (error.status === 404) return { state: "missing", status: 404, message: error.message };
    if (error.kind === "contract") return { state: "missing", status: null, message: error.message };
    return { state: "failed", status: error.status ?? null, message: error.message };
  }
  return { state: "failed", status: null, message: error instanceof Error ? error.message : String(error) };
}

/** One card: this period and, when it has one, the previous period; the previous one failing leaves the card standing. */
export async function loadCard<T>(current: () => Promise<T>, previous: (() => Promise<T>) | null): Promise<CardAnswer<T>> {
  const [now, before] = await Promise.allSettled([current(), previous ? previous() : Promise.resolve(null)]);
  if (now.status === "rejected") return cardFailure(now.reason);
  if (before.status === "rejected") return { state: "ok", current: now.value, previous: null, previousProblem: cardFailure(before.reason).message };
  return { state: "ok", current: now.value, previous: before.value };
}

export type OutcomesInput = { window: OutcomeWindow; brandId: string | null };

type Brand = OutcomesView["brand"];

async function brandOf(client: UpstreamClient, scope: OrganizationScope, brandId: string | null, opts: CallOptions): Promise<Brand> {
  if (brandId === null) return null;
  try {
    const { brands } = await listBrands(client, slugSelectorOf(scope), opts);
    const brand = brands.find((b) => String(b.id) === brandId);
    if (!brand) return { id: brandId, name: null, slug: null };
    const sent = (brand as { slug?: unknown }).slug;
    const slug = typeof sent === "string" && sent.length > 0 ? sent : brand.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    return { id: brandId, name: brand.name, slug };
  } catch {
    return { id: brandId, name: null, slug: null };
  }
}

/** The service's outcome figures for a window, each card on its own, this period beside the previous one. */
export async function loadCards(
  client: UpstreamClient,
  scope: OrganizationScope,
  window: OutcomeWindow,
  brand: Brand,
  opts: CallOptions,
): Promise<OutcomeCards> {
  const slug = slugSelectorOf(scope);
  const brandIds = brand ? { brandIds: [/^\d+$/.test(brand.id) ? Number(brand.id) : brand.id] } : {};
  const body = (range: DateRange) => ({ ...slug, startDate: range.startDate, endDate: range.endDate, ...brandIds });
  const summary = (range: DateRange) => () => {
    const { start, end } = instantsOf(range);
    return getOrganizationMetrics(client, { ...slug, startDate: start, endDate: end, ...(brand?.slug ? { brandSlug: brand.slug } : {}) }, opts);
  };
  const [summaryCard, takedownTrend, takedownByProvider, successRate, falsePositives, foundBySource, timeToDetection] = await Promise.all([
    loadCard(summary(window), summary(window.previous)),
    loadCard(() => getTakedownTimeTrend(client, { ...slug, months: TREND_MONTHS, ...brandIds }, opts), null),
    loadCard(
      () => getTakedownTimeByProvider(client, body(window), opts),
      () => getTakedownTimeByProvider(client, body(window.previous), opts),
    ),
    loadCard(
      () => getTakedownSuccessRate(client, { ...slug, startDate: window.startDate, endDate: window.endDate }, opts),
      () => getTakedownSuccessRate(client, { ...slug, startDate: window.previous.startDate, endDate: window.previous.endDate }, opts),
    ),
    loadCard(
      () => getFalsePositiveRate(client, body(window), opts),
      () => getFalsePositiveRate(client, body(window.previous), opts),
    ),
    loadCard(
      () => getFoundBySource(client, body(window), opts),
      () => getFoundBySource(client, body(window.previous), opts),
    ),
    loadCard(
      () => getTimeToDetection(client, body(window), opts),
      () => getTimeToDetection(client, body(window.previous), opts),
    ),
  ]);
  return { summary: summaryCard, takedownTrend, takedownByProvider, successRate, falsePositives, foundBySource, timeToDetection };
}

async function ownFigures(scope: OrganizationScope, window: OutcomeWindow, now: Date) {
  const reachable = scope.kind === "org" ? [] : await reachableOrganizations().catch(() => []);
  return consoleFigures(await getDb(), await organizationStoreKey(scope), historyScopeOf(scope, reachable), window, now);
}

/** GET /api/outcomes: every card and the console's own figures. Never fails as a whole for one card. */
export async function loadOutcomes(
  client: UpstreamClient,
  scope: OrganizationScope,
  input: OutcomesInput,
  opts: CallOptions,
  now = new Date(),
): Promise<OutcomesView> {
  const brand = await brandOf(client, scope, input.brandId, opts);
  const [cards, own] = await Promise.all([loadCards(client, scope, input.window, brand, opts), ownFigures(scope, input.window, now)]);
  const view: OutcomesView = { window: input.window, brand, cards, console: own, generatedAt: now.toISOString() };
  return { ...view, listCounts: await reportListCounts(client, scope, view, opts) };
}

/**
 * How many reports each /reports link of the page opens: the list asked with the link's own
 * query (one report a page, its `totalCount`), so a card can say what its list holds where the
 * figure counts something a list of reports cannot show (threats, one per approved proposal).
 */
export async function reportListCounts(
  client: UpstreamClient,
  scope: OrganizationScope,
  view: OutcomesView,
  opts: CallOptions,
): Promise<Record<string, number | null>> {
  const hrefs = [
    ...new Set(
      outcomeCards(view)
        .flatMap((card) => card.figures.map((f) => f.href))
        .filter((href): href is string => href?.startsWith("/reports?") === true),
    ),
  ];
  const counted = await Promise.all(
    hrefs.map(async (href) => {
      const parsed = reportListQuerySchema.safeParse({ ...searchParamsToRecord(new URL(href, "http://console.invalid").searchParams), limit: "1" });
      if (!parsed.success) return [href, null] as const;
      try {
        const page = await listReports(client, { ...parsed.data, ...slugSelectorOf(scope) }, opts);
        return [href, typeof page.totalCount === "number" ? page.totalCount : null] as const;
      } catch {
        return [href, null] as const;
      }
    }),
  );
  return Object.fromEntries(counted);
}
