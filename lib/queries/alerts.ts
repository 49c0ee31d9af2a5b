import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import type { RouteInput } from "@/lib/api/define";
import {
  acknowledgeAlertApi,
  alertHistoryApi,
  alertsOverviewApi,
  createChannelApi,
  createRuleApi,
  createSilenceApi,
  deleteChannelApi,
  deleteRuleApi,
  endSilenceApi,
  firingAlertsApi,
  testChannelApi,
  unacknowledgeAlertApi,
  updateChannelApi,
  updateRuleApi,
} from "@/lib/api-routes/alerts";
import { consoleKey } from "./api-key";

export type { ChannelSummary, ChannelView } from "@/lib/alerts/channels-store.types";
export type { AlertsOverview, FiringAlert, HistoryEntry, RuleView } from "@/lib/alerts/views.types";

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

/** What the rule form sends: the server's own input (lib/alerts/rule-schema.ts ruleInputSchema). */
export type RuleBody = RouteInput<typeof createRuleApi>["body"];

export const saveRule = (body: RuleBody, id?: number) =>
  id ? callApi(updateRuleApi, { params: { ruleId: String(id) }, body }) : callApi(createRuleApi, { body });
export const deleteRule = (id: number) => callApi(deleteRuleApi, { params: { ruleId: String(id) } });

/** What the channel form sends: the server's own input (lib/alerts/rule-schema.ts channelInputSchema). */
export type ChannelBody = RouteInput<typeof createChannelApi>["body"];
export const saveChannel = (body: ChannelBody, id?: number) =>
  id ? callApi(updateChannelApi, { params: { channelId: String(id) }, body }) : callApi(createChannelApi, { body });
export const deleteChannel = (id: number) => callApi(deleteChannelApi, { params: { channelId: String(id) } });
export const testChannel = (id: number) => callApi(testChannelApi, { params: { channelId: String(id) } });

export const createSilence = (body: RouteInput<typeof createSilenceApi>["body"]) => callApi(createSilenceApi, { body });
export const endSilence = (id: number) => callApi(endSilenceApi, { params: { silenceId: String(id) } });

/** "I have it": own a firing alert, with an optional note; or let it go. */
export const acknowledgeAlert = (v: { ruleId: number; note: string }) =>
  callApi(acknowledgeAlertApi, { params: { ruleId: String(v.ruleId) }, body: { note: v.note } });
export const unacknowledgeAlert = (ruleId: number) => callApi(unacknowledgeAlertApi, { params: { ruleId: String(ruleId) } });
