import "server-only";
import { type ThreatPage, threatListSchema, type WatchlistPage, watchlistSchema } from "@/lib/contract/threat";
import { FEED_PAGE_MAX } from "@/lib/contract/threat-values";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

export type ThreatFeedQuery = { slug?: string; updatedSince?: string; assetType?: string; perPage?: number; nextPage?: string };

const perPageOf = (n: number | undefined) => String(Math.min(Math.max(Math.trunc(n ?? FEED_PAGE_MAX), 1), FEED_PAGE_MAX));

/** GET /organization/threats: one page, the cursor passed back exactly as received (snake_case on the wire). */
export async function listThreats(client: UpstreamClient, query: ThreatFeedQuery, opts: CallOptions = {}): Promise<ThreatPage> {
  const { data } = await client.request({
    method: "GET",
    path: ["organization", "threats"],
    query: {
      slug: query.slug,
      updatedSince: query.updatedSince,
      assetType: query.assetType,
      per_page: perPageOf(query.perPage),
      next_page: query.nextPage,
    },
    idempotent: true,
    schema: threatListSchema,
    ...opts,
  });
  return data;
}

export type WatchlistQuery = { slug?: string; assetType?: string; perPage?: number; nextPage?: string; includeTotal?: boolean };

/** GET /organization/watchlist: one page; `includeTotal` is asked on the first page only. */
export async function listWatchlist(client: UpstreamClient, query: WatchlistQuery, opts: CallOptions = {}): Promise<WatchlistPage> {
  const { data } = await client.request({
    method: "GET",
    path: ["organization", "watchlist"],
    query: {
      slug: query.slug,
      assetType: query.assetType,
      per_page: perPageOf(query.perPage),
      next_page: query.nextPage,
      includeTotal: query.includeTotal && !query.nextPage ? "true" : undefined,
    },
    idempotent: true,
    schema: watchlistSchema,
    ...opts,
  });
  return data;
}
