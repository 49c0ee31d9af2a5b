import { queryOptions } from "@tanstack/react-query";
import type { ChannelView } from "@/lib/alerts/channels-store";
import { callApi } from "@/lib/api/client";
import { alertHistoryApi, alertsOverviewApi, firingAlertsApi } from "@/lib/api-routes/alerts";
import { apiFetch } from "./api-fetch";
import { consoleKey } from "./api-key";

export type { ChannelSummary, ChannelView } from "@/lib/alerts/channels-store";
export type { AlertsOverview, HistoryEntry, RuleView } from "@/lib/alerts/views";

/** Not under an organization: rules, states and channels live in the console's own store, each rule naming its scope. */
export const alertKeys = {
  all: ["alerts"] as const,
  overview: () => consoleKey(alertsOverviewApi),
  firing: () => consoleKey(firingAlertsApi),
  history: (ruleId: number | null) => consoleKey(alertHistoryApi, ruleId),
};

/** Pages refresh alert states this often (the evaluator runs every minute by default). */
export const ALERTS_REFRESH_MS = 15_000;

export function alertsOverviewQueryOptions(refreshMs = ALERTS_REFRESH_MS) {
  return queryOptions({
    queryKey: alertKeys.overview(),
    queryFn: ({ signal }) => callApi(alertsOverviewApi, {}, { signal }),
    refetchInterval: refreshMs,
  });
}

export function firingAlertsQueryOptions(refreshMs = ALERTS_REFRESH_MS) {
  return queryOptions({
    queryKey: alertKeys.firing(),
    queryFn: ({ signal }) => callApi(firingAlertsApi, {}, { signal }).then((r) => r.alerts),
    refetchInterval: refreshMs,
  });
}

export function alertHistoryQueryOptions(ruleId: number | null, refreshMs = ALERTS_REFRESH_MS) {
  return queryOptions({
    queryKey: alertKeys.history(ruleId),
    queryFn: ({ signal }) => callApi(alertHistoryApi, { query: { ruleId: ruleId ? String(ruleId) : undefined } }, { signal }).then((r) => r.entries),
    refetchInterval: refreshMs,
  });
}

export type RuleBody = {
  name: string;
  condition: Record<string, unknown> & { kind: string };
  scope: string;
  forSeconds: number;
  keepFiringSeconds: number;
  severity: string;
  channelIds: number[];
  note: string;
};

export const saveRule = (body: RuleBody, id?: number) =>
  apiFetch<unknown>(id ? `/api/alerts/rules/${id}` : "/api/alerts/rules", { method: id ? "PATCH" : "POST", body });
export const deleteRule = (id: number) => apiFetch<void>(`/api/alerts/rules/${id}`, { method: "DELETE" });

export type ChannelBody = { type: string; name: string; settings?: Record<string, unknown>; secrets?: Record<string, string> };
export const saveChannel = (body: ChannelBody, id?: number) =>
  apiFetch<{ channel: ChannelView; signingSecret?: string }>(id ? `/api/alerts/channels/${id}` : "/api/alerts/channels", {
    method: id ? "PATCH" : "POST",
    body,
  });
export const deleteChannel = (id: number) => apiFetch<void>(`/api/alerts/channels/${id}`, { method: "DELETE" });
export const testChannel = (id: number) => apiFetch<{ delivered: boolean; detail: string }>(`/api/alerts/channels/${id}/test`, { method: "POST" });

export const createSilence = (body: { ruleId?: number; scope?: string; endsAt: string; reason: string }) =>
  apiFetch<unknown>("/api/alerts/silences", { method: "POST", body });
export const endSilence = (id: number) => apiFetch<unknown>(`/api/alerts/silences/${id}`, { method: "DELETE" });
