import "server-only";
import type { z } from "zod";
import {
  type FalsePositiveRate,
  type FoundBySource,
  falsePositiveRateSchema,
  foundBySourceSchema,
  type OrganizationMetrics,
  organizationMetricsSchema,
  type TakedownSuccessRate,
  type TakedownTimeByProvider,
  type TakedownTimeTrend,
  type TimeToDetection,
  takedownSuccessRateSchema,
  takedownTimeByProviderSchema,
  takedownTimeTrendSchema,
  timeToDetectionSchema,
} from "@/lib/contract/outcome-metrics";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** What every outcome operation takes: the organization, date-only bounds (UTC, end day included) and brands. */
export type MetricsBody = { slug?: string; startDate: string; endDate: string; brandIds?: (string | number)[] };

/** GET /organization/metrics: the summary, blocked by type and by day. Date-times; `brandSlug` narrows to one brand. */
export async function getOrganizationMetrics(
  client: UpstreamClient,
  query: { slug?: string; startDate: string; endDate: string; brandSlug?: string },
  opts: CallOptions = {},
): Promise<OrganizationMetrics> {
  const { data } = await client.request({
    method: "GET",
    path: ["organization", "metrics"],
    query,
    idempotent: true,
    schema: organizationMetricsSchema,
    ...opts,
  });
  return data;
}

/** A read sent by POST (retried once like any read). */
async function post<T>(client: UpstreamClient, path: string[], body: object, schema: z.ZodType<T>, opts: CallOptions): Promise<T> {
  const { data } = await client.request({ method: "POST", path, body, idempotent: true, schema, ...opts });
  return data;
}

/** POST /metrics/takedown-time/trend: monthly medians per asset type and the last change. `months` counts back from now. */
export const getTakedownTimeTrend = (
  client: UpstreamClient,
  body: { slug?: string; months: number; brandIds?: (string | number)[] },
  opts: CallOptions = {},
): Promise<TakedownTimeTrend> => post(client, ["metrics", "takedown-time", "trend"], body, takedownTimeTrendSchema, opts);

/** POST /metrics/takedown-time/by-provider: the median per takedown provider (upstream notes name it; no published example). */
export const getTakedownTimeByProvider = (client: UpstreamClient, body: MetricsBody, opts: CallOptions = {}): Promise<TakedownTimeByProvider> =>
  post(client, ["metrics", "takedown-time", "by-provider"], body, takedownTimeByProviderSchema, opts);

/** POST /metrics/takedown-success-rate (its example takes no brand). */
export const getTakedownSuccessRate = (client: UpstreamClient, body: Omit<MetricsBody, "brandIds">, opts: CallOptions = {}): Promise<TakedownSuccessRate> =>
  post(client, ["metrics", "takedown-success-rate"], body, takedownSuccessRateSchema, opts);

/** POST /metrics/false-positive-rate: by surface. */
export const getFalsePositiveRate = (client: UpstreamClient, body: MetricsBody, opts: CallOptions = {}): Promise<FalsePositiveRate> =>
  post(client, ["metrics", "false-positive-rate"], body, falsePositiveRateSchema, opts);

/** POST /metrics/found-by-source: the organization vs the service (dates required here). */
export const getFoundBySource = (client: UpstreamClient, body: MetricsBody, opts: CallOptions = {}): Promise<FoundBySource> =>
  post(client, ["metrics", "found-by-source"], body, foundBySourceSchema, opts);

/** POST /metrics/time-to-detection (upstream notes name it; no published example). */
export const getTimeToDetection = (client: UpstreamClient, body: MetricsBody, opts: CallOptions = {}): Promise<TimeToDetection> =>
  post(client, ["metrics", "time-to-detection"], body, timeToDetectionSchema, opts);
