import { z } from "zod";
import { isObject } from "./tolerated";

/** `POST /webhook/config`'s answer, read tolerantly: no example is published (docs/account.md). */
export type WebhookRegistration = { url: string | null; events: string[] | null };

export const webhookRegistrationSchema = z.unknown().transform((value): WebhookRegistration => {
  const record = isObject(value) ? (isObject(value.webhook) ? value.webhook : value) : {};
  const events = Array.isArray(record.events) ? record.events.filter((e): e is string => typeof e === "string") : null;
  return { url: typeof record.url === "string" ? record.url : null, events };
});

/** The console's register call takes nothing: the address, events and secret are the console's own. */
export const registerWebhookBodySchema = z.strictObject({});
