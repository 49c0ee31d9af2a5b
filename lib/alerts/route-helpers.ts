import "server-only";
import { ApiError, badRequest } from "@/lib/bff/errors";
import type { HandlerContext } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";
import { missingSecret } from "./channels-store";
import type { ChannelInput, RuleInput } from "./rule-schema";
import { unknownChannels } from "./rules-store";

export function actorName(ctx: HandlerContext): string {
  return ctx.principal?.kind === "user" ? ctx.principal.username : "unknown";
}

export function notFound(what: string): ApiError {
  return new ApiError(404, "NOT_FOUND", `No ${what} with this id`);
}

/** A rule may only name channels that exist. */
export async function checkRuleChannels(input: RuleInput): Promise<void> {
  const unknown = await unknownChannels(await getDb(), input.channelIds);
  if (unknown.length > 0) {
    throw badRequest("Invalid body", [{ message: `No channel with id ${unknown.join(", ")}`, path: ["body", "channelIds"] }]);
  }
}

/** On create, a webhook channel needs its address. */
export function checkNewChannel(input: ChannelInput): void {
  const missing = missingSecret(input.type, input.secrets);
  if (missing) throw badRequest("Invalid body", [{ message: missing, path: ["body", "secrets", "url"] }]);
}
