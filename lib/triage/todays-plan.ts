import { isReviewable, type TriageItem } from "./queue-order";

/** One proposal of the day's plan, with why it is there, in words. */
export type PlanEntry = {
  proposalId: string;
  reportId: string;
  assetContent: string | null;
  assetType: string | null;
  score: number;
  reasons: string[];
  /** Other pending proposals of the same asset, folded into this one. */
  folded: number;
};

export type TodaysPlan = { remaining: number; entries: PlanEntry[]; considered: number; folded: number };

/** Asset types whose harm is money or accounts taken at once (a wallet, a store app, a login page). */
const TYPE_WEIGHT: Record<string, { points: number; words: string }> = {
  ADDRESS: { points: 15, words: "a wallet or contract address: funds at risk" },
  URL: { points: 10, words: "a web address" },
  PAGE: { points: 10, words: "a web page" },
  GOOGLE_APP_STORE: { points: 10, words: "a store app" },
  APPLE_APP_STORE: { points: 10, words: "a store app" },
  CHROME_WEB_STORE: { points: 10, words: "a browser extension" },
  EMAIL: { points: 5, words: "an email address" },
};

/**
 * The day's plan: the reviewable queue ranked by likely harm (overdue or due SLA, a brand of the
 * organization named, the kind of asset, the asset online as the threats sync last saw it, certainly
 * waiting on the organization), one proposal per asset (the others folded into it), as many as the
 * remaining budget covers. Pure: `liveness` is the store's by asset id as text.
 */
export function planOfDay(
  items: readonly TriageItem[],
  options: { remaining: number; liveness: ReadonlyMap<string, string | null>; brandNames: ReadonlyMap<string, string> },
): TodaysPlan {
  const byAsset = new Map<string, PlanEntry>();
  let considered = 0;
  for (const item of items) {
    if (!isReviewable(item)) continue;
    considered++;
    const asset = item.proposal.asset!;
    const assetKey = (asset.content ?? `id:${String(asset.id)}`).trim().toLowerCase();
    const known = byAsset.get(assetKey);
    if (known) {
      known.folded++;
      continue;
    }
    let score = 0;
    const reasons: string[] = [];
    if (item.slaState === "breached") {
      score += 40;
      reasons.push("its SLA is overdue");
    } else if (item.slaState === "dueWithin24h") {
      score += 25;
      reasons.push("its SLA is due within a day");
    } else if (item.slaState === "dueWithin72h") {
      score += 10;
      reasons.push("its SLA is due within three days");
    }
    if (item.namedBrandIds.length > 0) {
      score += 20;
      const names = item.namedBrandIds.map((id) => options.brandNames.get(id) ?? `brand ${id}`);
      reasons.push(`it names ${names.join(" and ")}`);
    }
    const type = asset.type ? TYPE_WEIGHT[asset.type] : undefined;
    if (type) {
      score += type.points;
      reasons.push(type.words);
    }
    const liveness = options.liveness.get(String(asset.id))?.toUpperCase();
    if (liveness === "ALIVE") {
      score += 15;
      reasons.push("online when last checked");
    } else if (liveness === "DEAD") {
      score -= 10;
      reasons.push("offline when last checked");
    }
    if (item.waiting === "certain") {
      score += 5;
      reasons.push("it certainly waits on your organization");
    }
    byAsset.set(assetKey, {
      proposalId: item.key,
      reportId: String(item.report.id),
      assetContent: asset.content,
      assetType: asset.type,
      score,
      reasons,
      folded: 0,
    });
  }
  // The queue's own order (urgency, then age) breaks ties: the sort is stable.
  const ranked = [...byAsset.values()].sort((a, b) => b.score - a.score);
  const entries = ranked.slice(0, Math.max(0, options.remaining));
  return { remaining: options.remaining, entries, considered, folded: [...byAsset.values()].reduce((n, e) => n + e.folded, 0) };
}
