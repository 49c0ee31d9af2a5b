import "server-only";
import { ApiError, badRequest } from "@/lib/bff/errors";
import type { HandlerContext } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";
import { getAnyView } from "@/lib/saved-views/store";
import { literalMetadataHost, METADATA_REFUSAL } from "./channels/target-address";
import { missingSecret } from "./channels-store";
import type { ChannelInput, RuleInput } from "./rule-schema";
import { type AlertRule, unknownChannels } from "./rules-store";

export function actorName(ctx: HandlerContext): string {
  return ctx.principal?.kind === "user" ? ctx.principal.username : "unknown";
}

export function notFound(what: string): ApiError {
  return new ApiError(404, "NOT_FOUND", `No ${what} with this id`);
}

/** A rule may only name channels that exist. */
export async function checkRuleChannels(input: RuleInput): Promise<void> {
  for (const field of ["channelIds", "escalationChannelIds"] as const) {
    const unknown = await unknownChannels(await getDb(), input[field]);
    if (unknown.length > 0) throw badRequest("Invalid body", [{ message: `No channel with id ${unknown.join(", ")}`, path: ["body", field] }]);
  }
}

/** On create, a webhook channel needs its address. */
export function checkNewChannel(input: ChannelInput): void {
  const missing = missingSecret(input.type, input.secrets);
  if (missing) throw badRequest("Invalid body", [{ message: missing, path: ["body", "secrets", input.type === "pagerduty" ? "routingKey" : "url"] }]);
}

/**
 * A rule may only name a saved view its author sees: a shared one or their own. Every reader of
 * /alerts sees a rule's last value, which carries the view's name and count, so another user's
 * private view is refused (422). An update that keeps the view the rule already names shows
 * nothing new and is let through; readers who cannot see that view get its value hidden
 * (lib/alerts/views.ts).
 */
export async function checkRuleView(input: RuleInput, ctx: HandlerContext, current?: AlertRule): Promise<void> {
  if (input.condition.kind !== "saved-view-count") return;
  const viewId = input.condition.viewId;
  if (current?.condition.kind === "saved-view-count" && current.condition.viewId === viewId) return;
  const view = await getAnyView(await getDb(), viewId);
  const userId = ctx.principal?.kind === "user" ? ctx.principal.userId : null;
  if (view && !view.shared && view.ownerId !== userId) {
    const message = "This saved view is another person's private view: a rule may name a shared view or one of your own";
    throw new ApiError(422, "SAVED_VIEW_NOT_VISIBLE", message, [{ message, path: ["body", "condition", "viewId"] }]);
  }
}

/**
 * A channel's host typed as a link-local or cloud metadata address is refused on its field (a
 * name is checked where it resolves, at each send: lib/alerts/channels/send.ts).
 */
export function checkChannelAddress(input: ChannelInput): void {
  const [host, path] =
    input.type === "email"
      ? [input.settings.host, ["body", "settings", "host"]]
      : input.type === "pagerduty"
        ? [new URL(input.settings.eventsUrl).hostname, ["body", "settings", "eventsUrl"]]
        : [input.secrets.url ? new URL(input.secrets.url).hostname : "", ["body", "secrets", "url"]];
  if (host && literalMetadataHost(host)) throw badRequest("Invalid body", [{ message: `This is ${METADATA_REFUSAL}`, path }]);
}
