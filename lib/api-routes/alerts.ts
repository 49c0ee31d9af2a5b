import type { ChannelUpdate } from "@/lib/alerts/channels-store.types";
import type { Silence } from "@/lib/alerts/notify-plan";
import type { channelInputSchema, ruleInputSchema, silenceInputSchema } from "@/lib/alerts/rule-schema";
import type { Acknowledgement } from "@/lib/alerts/state-machine";
import type { AlertRule, AlertsOverview, FiringAlert, HistoryEntry } from "@/lib/alerts/views.types";
import { declareRoute } from "@/lib/api/define";
import type {
  acknowledgementBodySchema,
  alertChannelParamsSchema,
  alertHistoryQuerySchema,
  alertRuleParamsSchema,
  alertSilenceParamsSchema,
} from "@/lib/bff/route-schemas";

/** GET /api/alerts: rules with their states, channels (settings for admins only, never secrets), active silences. */
export const alertsOverviewApi = declareRoute<Record<never, never>, AlertsOverview>()({ method: "GET", path: "/api/alerts", key: ["alerts", "overview"] });

/** GET /api/alerts/firing: the alerts firing now (the shell's badge, the wall's banner). */
export const firingAlertsApi = declareRoute<Record<never, never>, { alerts: FiringAlert[] }>()({
  method: "GET",
  path: "/api/alerts/firing",
  key: ["alerts", "firing"],
});

/** GET /api/alerts/history: state transitions, newest first. */
export const alertHistoryApi = declareRoute<{ query: typeof alertHistoryQuerySchema }, { entries: HistoryEntry[] }>()({
  method: "GET",
  path: "/api/alerts/history",
  key: ["alerts", "history"],
});

// The mutations key under the overview's prefix: saving invalidates the alerts (components/alerts/use-alert-mutations.ts).

/** POST /api/alerts/rules: create a rule (201). */
export const createRuleApi = declareRoute<{ body: typeof ruleInputSchema }, { rule: AlertRule }>()({
  method: "POST",
  path: "/api/alerts/rules",
  key: ["alerts", "rules"],
});

/** PATCH /api/alerts/rules/[ruleId]: replace a rule's definition. */
export const updateRuleApi = declareRoute<{ params: typeof alertRuleParamsSchema; body: typeof ruleInputSchema }, { rule: AlertRule }>()({
  method: "PATCH",
  path: "/api/alerts/rules/[ruleId]",
  key: ["alerts", "rules"],
});

/** DELETE /api/alerts/rules/[ruleId]: delete a rule (204; its history stays). */
export const deleteRuleApi = declareRoute<{ params: typeof alertRuleParamsSchema }, void>()({
  method: "DELETE",
  path: "/api/alerts/rules/[ruleId]",
  key: ["alerts", "rules"],
});

/** POST /api/alerts/channels: add a channel (201; a generated signing secret is answered once). */
export const createChannelApi = declareRoute<{ body: typeof channelInputSchema }, ChannelUpdate>()({
  method: "POST",
  path: "/api/alerts/channels",
  key: ["alerts", "channels"],
});

/** PATCH /api/alerts/channels/[channelId]: change a channel (secrets left out are kept). */
export const updateChannelApi = declareRoute<{ params: typeof alertChannelParamsSchema; body: typeof channelInputSchema }, ChannelUpdate>()({
  method: "PATCH",
  path: "/api/alerts/channels/[channelId]",
  key: ["alerts", "channels"],
});

/** DELETE /api/alerts/channels/[channelId]: remove a channel (204). */
export const deleteChannelApi = declareRoute<{ params: typeof alertChannelParamsSchema }, void>()({
  method: "DELETE",
  path: "/api/alerts/channels/[channelId]",
  key: ["alerts", "channels"],
});

/** POST /api/alerts/channels/[channelId]/test: send a test notification now. */
export const testChannelApi = declareRoute<{ params: typeof alertChannelParamsSchema }, { delivered: boolean; detail: string }>()({
  method: "POST",
  path: "/api/alerts/channels/[channelId]/test",
  key: ["alerts", "channels"],
});

/** POST /api/alerts/silences: mute one rule, or every rule of a scope, until a time (201). */
export const createSilenceApi = declareRoute<{ body: typeof silenceInputSchema }, { silence: Silence }>()({
  method: "POST",
  path: "/api/alerts/silences",
  key: ["alerts", "silences"],
});

/** DELETE /api/alerts/silences/[silenceId]: end a silence now. */
export const endSilenceApi = declareRoute<{ params: typeof alertSilenceParamsSchema }, { silence: Silence }>()({
  method: "DELETE",
  path: "/api/alerts/silences/[silenceId]",
  key: ["alerts", "silences"],
});

/** POST /api/alerts/rules/[ruleId]/acknowledgement: own a firing alert, with an optional note (409 CONFLICT when it is not firing). */
export const acknowledgeAlertApi = declareRoute<
  { params: typeof alertRuleParamsSchema; body: typeof acknowledgementBodySchema },
  { acknowledgement: Acknowledgement | null }
>()({
  method: "POST",
  path: "/api/alerts/rules/[ruleId]/acknowledgement",
  key: ["alerts", "acknowledgement"],
});

/** DELETE /api/alerts/rules/[ruleId]/acknowledgement: nobody owns the alert any more (409 CONFLICT when nobody had). */
export const unacknowledgeAlertApi = declareRoute<{ params: typeof alertRuleParamsSchema }, { acknowledgement: Acknowledgement | null }>()({
  method: "DELETE",
  path: "/api/alerts/rules/[ruleId]/acknowledgement",
  key: ["alerts", "acknowledgement"],
});
