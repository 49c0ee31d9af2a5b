import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { ApiClientError } from "@/lib/api/errors";
import { healthcheckApi, healthcheckKey, healthcheckListApi } from "@/lib/api-routes/healthchecks";
import type { HealthcheckRegistry, HealthcheckResult } from "@/lib/contract/healthcheck";
import { HEALTHCHECK_CATALOG, type HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import { apiKey, apiPrefix } from "./api-key";
import { orgKey } from "./org-key";
import { overPost, type PostJson, postJson } from "./snapshot";

export function listBody(slug?: string | null): { slug?: string } {
  const s = slug?.trim();
  return s ? { slug: s } : {};
}

/** Under the organization chosen in the shell: a body without `slug` is answered for that organization. */
export const healthcheckKeys = {
  all: (org: string) => [...orgKey(org), "healthchecks"] as const,
  registry: (org: string, slug?: string | null) => apiKey(org, healthcheckListApi, listBody(slug)),
  /** Every run of one check, whatever its thresholds: what "Run again" invalidates. */
  checkRuns: (org: string, id: string) => apiPrefix(org, { key: healthcheckKey(id) }),
  check: (org: string, id: string, body: Record<string, unknown>) => apiKey(org, { key: healthcheckKey(id) }, body),
  summary: (org: string, slug?: string | null) => [...healthcheckKeys.all(org), "summary", listBody(slug)] as const,
};

/** A registry entry joined with the console's own declaration of the check. */
export type RegisteredCheck = {
  id: string;
  title: string;
  category: string;
  /** Implemented by the service AND routed by the console. */
  runnable: boolean;
  notImplementedReason?: string;
  definition?: HealthcheckDescriptor;
};

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Pure: which checks to show, and which of them can run. The registry is authoritative. */
export function registeredChecks(registry: HealthcheckRegistry): RegisteredCheck[] {
  return registry.checks.map((entry) => {
    const definition = HEALTHCHECK_CATALOG.find((c) => c.id === entry.id);
    const extra: Record<string, unknown> = { ...entry };
    const base = {
      id: entry.id,
      title: text(extra.title) ?? definition?.title ?? entry.id,
      category: text(extra.category) ?? definition?.category ?? "unknown",
      definition,
    };
    if (!entry.implemented) {
      return { ...base, runnable: false, notImplementedReason: entry.notImplementedReason ?? "The service does not implement this check yet." };
    }
    if (!definition) return { ...base, runnable: false, notImplementedReason: "This console does not know how to run this check yet." };
    return { ...base, runnable: true };
  });
}

export function fetchRegistry(slug?: string | null, signal?: AbortSignal, post: PostJson = postJson): Promise<HealthcheckRegistry> {
  return callApi(healthcheckListApi, { body: listBody(slug) }, { signal, transport: overPost(post) });
}

export function registryQueryOptions(org: string, slug?: string | null) {
  return queryOptions({
    queryKey: healthcheckKeys.registry(org, slug),
    queryFn: ({ signal }) => fetchRegistry(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function checkQueryOptions(org: string, check: HealthcheckDescriptor, body: Record<string, unknown>, refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: healthcheckKeys.check(org, check.id, body),
    queryFn: ({ signal }) => runCheck(check, body, signal),
    refetchInterval,
    staleTime: 60_000,
    retry: false,
  });
}

function runCheck(check: HealthcheckDescriptor, body: Record<string, unknown>, signal?: AbortSignal, post: PostJson = postJson): Promise<HealthcheckResult> {
  return callApi(healthcheckApi(check), { body }, { signal, transport: overPost(post) });
}

export type CheckFailure = { status: number; code: string; message: string; requestId?: string };

export function toFailure(error: unknown): CheckFailure {
  if (error instanceof ApiClientError) return { status: error.status, code: error.code, message: error.message, requestId: error.requestId };
  return { status: 0, code: "UNKNOWN", message: error instanceof Error ? error.message : "Unknown error" };
}

export type CheckRun = RegisteredCheck & { result?: HealthcheckResult; failure?: CheckFailure };
export type HealthRun = { checks: CheckRun[]; receivedAt: number };

/**
 * The registry, then every runnable check in parallel with its default body (the wall's health
 * summary). A failing check is a failure in its entry; a failing registry (or a 401/403 from any
 * check: the session itself is gone) fails the whole run, so the caller keeps its last good run.
 */
export async function runAllChecks(slug?: string | null, signal?: AbortSignal, post: PostJson = postJson, now: () => number = Date.now): Promise<HealthRun> {
  const registry = await fetchRegistry(slug, signal, post);
  const checks = registeredChecks(registry);
  const body = listBody(slug);
  const settled = await Promise.allSettled(
    checks.map((c) => (c.runnable && c.definition ? runCheck(c.definition, body, signal, post) : Promise.resolve(undefined))),
  );
  const runs = checks.map((c, i): CheckRun => {
    const s = settled[i];
    if (s.status === "fulfilled") return s.value ? { ...c, result: s.value } : c;
    if (s.reason instanceof ApiClientError && (s.reason.status === 401 || s.reason.status === 403)) throw s.reason;
    return { ...c, failure: toFailure(s.reason) };
  });
  return { checks: runs, receivedAt: now() };
}

export function healthSummaryQueryOptions(org: string, slug: string | null | undefined, refetchInterval: number | false) {
  return queryOptions({
    queryKey: healthcheckKeys.summary(org, slug),
    queryFn: ({ signal }) => runAllChecks(slug, signal),
    refetchInterval,
    staleTime: refetchInterval === false ? 30_000 : Math.floor(refetchInterval / 2),
    refetchOnWindowFocus: true,
    retry: false,
  });
}
