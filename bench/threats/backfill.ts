// The threats sync's backfill from nothing to done, through the real sync (lib/threats/sync.ts:
// lease, call budget, one page a tick, each page and the sweep's position in one transaction,
// the followers' mail hook) and the console's upstream client, on a fake clock so it runs at the
// machine's speed; the calls at the default rate are computed from the count.
import "server-only";
import type { Kysely } from "kysely";
import { FEED_PAGE_MAX } from "@/lib/contract/threat-values";
import type { Database } from "@/lib/db/schema";
import { enqueueFollowMail } from "@/lib/follow-mail/outbox";
import { readThreatSync } from "@/lib/threats/store";
import { threatSyncTick } from "@/lib/threats/sync";
import type { UpstreamClient } from "@/lib/upstream/client";
import { listThreats, listWatchlist } from "@/lib/upstream/threats";
import { BENCH_NOW, type BenchTraffic } from "../embedded-service/service-client";

/** Ticks per fake minute: one tick (one call) every 100 ms of the fake clock. */
const FAKE_RATE = 600;

export type BackfillResult = {
  calls: number;
  wallMs: number;
  pages: number;
  /** Rows the sweep received from the feed, and rows in the store at its end. */
  received: number;
  stored: number;
  memory: { rssBeforeMb: number; rssPeakMb: number; heapPeakMb: number };
};

/** Peak resident set and heap of this process, sampled every 50 ms and at every `sample()`. */
function memorySampler() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      sample();
      return { rssPeakMb: rss / 1e6, heapPeakMb: heap / 1e6 };
    },
  };
}

export async function backfill(db: Kysely<Database>, upstream: UpstreamClient, traffic: BenchTraffic): Promise<BackfillResult> {
  let clock = BENCH_NOW.getTime();
  const deps = {
    db,
    now: () => new Date(clock),
    callsPerMinute: FAKE_RATE,
    pollMs: 300_000,
    perPage: FEED_PAGE_MAX,
    threats: (query: Parameters<typeof listThreats>[1]) => listThreats(upstream, query),
    watchlist: (query: Parameters<typeof listWatchlist>[1]) => listWatchlist(upstream, query),
    onPage: enqueueFollowMail,
  };
  const callsBefore = traffic.calls;
  const rssBeforeMb = process.memoryUsage().rss / 1e6;
  const memory = memorySampler();
  const started = performance.now();
  for (;;) {
    const tick = await threatSyncTick(deps, "bench");
    memory.sample();
    clock += 60_000 / FAKE_RATE;
    if (tick.call === "threats" && tick.done) break;
    if (!tick.held) throw new Error("the bench's sync lost its lease");
  }
  const wallMs = performance.now() - started;
  const peaks = memory.stop();
  const state = await readThreatSync(db, "");
  if (state?.backfill_done !== 1) throw new Error("the sweep ended but the backfill is not marked done");
  const stored = await db
    .selectFrom("threat_assets")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("org", "=", "")
    .executeTakeFirstOrThrow();
  return {
    calls: traffic.calls - callsBefore,
    wallMs,
    pages: state.last_sweep_pages ?? 0,
    received: state.last_sweep_rows ?? 0,
    stored: Number(stored.n),
    memory: { rssBeforeMb, ...peaks },
  };
}
