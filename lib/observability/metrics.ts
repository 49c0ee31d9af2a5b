import "server-only";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { peekSingleton, setSingleton, singleton } from "@/lib/singleton";

export type ConsoleMetrics = {
  registry: Registry;
  httpRequests: Counter<"route" | "method" | "status">;
  httpDuration: Histogram<"route" | "method">;
  upstreamDuration: Histogram<"method" | "path" | "outcome">;
  upstreamErrors: Counter<"kind">;
  coalescedHits: Counter;
  webhookDeliveries: Counter<"outcome">;
  liveStreams: Gauge;
  jobLastSuccess: Gauge<"job">;
  jobOverdue: Gauge<"job">;
};

/** A background job's figures for the gauges (lib/jobs/job-status.ts registers where they are read: it is below this folder). */
type JobGaugeRow = { name: string; lastSuccessAt: string | null; stale: boolean };
const JOB_STATUSES = "metrics.job-statuses";

async function jobStatusesNow(): Promise<JobGaugeRow[]> {
  return (await peekSingleton<() => Promise<JobGaugeRow[]>>(JOB_STATUSES)?.()) ?? [];
}

/** The live stream registers where the number of open streams can be read (lib/live/stream.ts). */
export function registerLiveStreamsSource(read: () => number): void {
  setSingleton("metrics.live-streams", read);
}

/** The upstream client registers where its coalescing count can be read. */
export function registerCoalescedHitsSource(read: () => number): void {
  setSingleton("metrics.coalesced-hits", read);
}

/** One registry per process, a process singleton (route bundles and dev reloads share it). */
export function getMetrics(): ConsoleMetrics {
  return singleton("metrics", createMetrics);
}

function createMetrics(): ConsoleMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "rampart_" });
  return {
    registry,
    httpRequests: new Counter({
      name: "rampart_http_requests_total",
      help: "API requests by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "rampart_http_request_duration_seconds",
      help: "API request latency",
      labelNames: ["route", "method"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: "rampart_upstream_request_duration_seconds",
      help: "Upstream (v2 service) call latency by path pattern and outcome",
      labelNames: ["method", "path", "outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: "rampart_upstream_errors_total",
      help: "Failed upstream calls by kind (http, auth, server, network, timeout, contract)",
      labelNames: ["kind"],
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: "rampart_webhook_deliveries_total",
      help: "The service's webhook deliveries by outcome: stored, duplicate, or why refused (lib/webhooks/receive.ts)",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    coalescedHits: new Counter({
      name: "rampart_upstream_coalesced_hits_total",
      help: "Reads answered from an identical in-flight or recently reused upstream call",
      registers: [registry],
      collect() {
        // The upstream client counts its own hits; mirror them at scrape time.
        this.reset();
        this.inc(peekSingleton<() => number>("metrics.coalesced-hits")?.() ?? 0);
      },
    }),
    liveStreams: new Gauge({
      name: "rampart_live_streams",
      help: "Browser tabs holding the live event stream (GET /api/live) open on this instance",
      registers: [registry],
      collect() {
        this.set(peekSingleton<() => number>("metrics.live-streams")?.() ?? 0);
      },
    }),
    // Read from the store at scrape time: every instance answers for every job (lib/jobs/job-status.ts).
    jobLastSuccess: new Gauge({
      name: "rampart_job_last_success_timestamp_seconds",
      help: "When each background job last succeeded (Unix seconds; 0: never), on whichever instance ran it",
      labelNames: ["job"],
      registers: [registry],
      async collect() {
        this.reset();
        for (const job of await jobStatusesNow()) this.set({ job: job.name }, job.lastSuccessAt ? Date.parse(job.lastSuccessAt) / 1000 : 0);
      },
    }),
    jobOverdue: new Gauge({
      name: "rampart_job_overdue",
      help: "1 when a background job has not succeeded for three of its intervals, else 0",
      labelNames: ["job"],
      registers: [registry],
      async collect() {
        this.reset();
        for (const job of await jobStatusesNow()) this.set({ job: job.name }, job.stale ? 1 : 0);
      },
    }),
  };
}

/** `/api/organization/asset-groups/12` → `/api/organization/asset-groups/:id`, so labels stay few. */
export function routePattern(pathname: string): string {
  return pathname.replace(/\/\d+(?=\/|$)/g, "/:id").replace(/\/api\/v2/, "");
}
