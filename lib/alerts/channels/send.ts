import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import nodemailer from "nodemailer";
import { getEnv } from "@/lib/env";
import type { Channel } from "../channels-store";
import { webhookHeaders } from "../signing";
import { type AlertMessage, adaptiveCardOf, type MessageContext, subjectOf, textOf, webhookBodyOf } from "./message";
import { pagerDutyEventsOf } from "./pagerduty";
import { PAGERDUTY_EVENTS_URL } from "./pagerduty-address";
import { type CheckedAddress, checkedTarget, MetadataAddressError } from "./target-address";

const SEND_TIMEOUT_MS = 15_000;

/** A failed send, described without the target's address or any secret (this text is stored and shown). */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeliveryError";
  }
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<string> {
  const target = new URL(url);
  const pinned = await checkedOrRefused(target.hostname);
  let status: number;
  try {
    // Operator-configured targets; redirects are not followed (a 3xx is a failure to look at).
    status = await postTo(target, pinned, body, { "Content-Type": "application/json", "User-Agent": "Rampart-Alerts", ...headers });
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
    const timedOut = name === "TimeoutError" || (error as { cause?: { name?: unknown } })?.cause?.name === "TimeoutError";
    throw new DeliveryError(timedOut ? "no answer within 15 s" : `connection failed${typeof code === "string" ? ` (${code})` : ""}`);
  }
  if (status < 200 || status >= 300) throw new DeliveryError(`the receiver answered HTTP ${status}`);
  return `HTTP ${status}`;
}

/** The address a channel's host resolves to, checked (target-address.ts); a refusal is a DeliveryError in words. */
async function checkedOrRefused(host: string): Promise<CheckedAddress | null> {
  try {
    return await checkedTarget(host);
  } catch (error) {
    if (error instanceof MetadataAddressError) throw new DeliveryError(error.message);
    throw error;
  }
}

/** One POST to the address checked (the host name still names it for TLS and Host), answering its status. */
function postTo(url: URL, pinned: CheckedAddress | null, body: string, headers: Record<string, string>): Promise<number> {
  const lookup: LookupFunction | undefined = pinned
    ? (_hostname, options, callback) => {
        if (options.all) (callback as (e: null, a: CheckedAddress[]) => void)(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      }
    : undefined;
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: "POST",
      agent: false,
      ...(lookup ? { lookup } : {}),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    request.once("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once("error", reject);
    request.end(body);
  });
}

/**
 * Sends one message to one channel; resolves with a short outcome, throws DeliveryError.
 * `id` is the notification's id: stable across retries, the `webhook-id` receivers de-duplicate by.
 */
export async function sendToChannel(
  channel: Channel,
  message: AlertMessage,
  id: string,
  now = new Date(),
  context: MessageContext = { consoleUrl: getEnv().PUBLIC_URL ?? null },
): Promise<string> {
  switch (channel.type) {
    case "slack":
      return post(requireUrl(channel), JSON.stringify({ text: textOf(message, context) }), {});
    case "teams":
      return post(requireUrl(channel), JSON.stringify(adaptiveCardOf(message, context)), {});
    case "webhook": {
      const body = JSON.stringify(webhookBodyOf(message, context));
      if (!channel.secrets.signingSecret) throw new DeliveryError("the channel has no signing secret");
      return post(requireUrl(channel), body, webhookHeaders(channel.secrets.signingSecret, id, Math.floor(now.getTime() / 1000), body));
    }
    case "email":
      return sendEmail(channel, message, id, context);
    case "pagerduty":
      return sendPagerDuty(channel, message, id, context);
  }
}

/**
 * One Events API call per alert, in order. PagerDuty answers 202; a retry of a row resends every
 * event, which the same dedup_key makes one incident (a second trigger or resolve of it is a no-op).
 */
async function sendPagerDuty(channel: Channel, message: AlertMessage, id: string, context: MessageContext): Promise<string> {
  if (!channel.secrets.routingKey) throw new DeliveryError("the channel has no routing key: enter it again");
  const url = String(channel.settings.eventsUrl ?? PAGERDUTY_EVENTS_URL);
  const events = pagerDutyEventsOf(message, channel.secrets.routingKey, context, `rampart-test-${id}`);
  if (events.length === 0) return "nothing to send: PagerDuty reminds and escalates by its own policy";
  for (const event of events) await post(url, JSON.stringify(event), {});
  return `${events.map((e) => e.event_action).join(", ")} accepted`;
}

function requireUrl(channel: Channel): string {
  if (!channel.secrets.url) throw new DeliveryError("the channel has no address");
  return channel.secrets.url;
}

async function sendEmail(channel: Channel, message: AlertMessage, id: string, context: MessageContext): Promise<string> {
  return mail(channel, { subject: subjectOf(message), text: textOf(message, context) }, id);
}

/**
 * One mail through an email channel's server to one person instead of the channel's recipients
 * (an asset's follower, lib/follow-mail/outbox.ts); resolves with a short outcome, throws DeliveryError.
 */
export async function mailTo(channel: Channel, to: string, content: { subject: string; text: string }, id: string): Promise<string> {
  if (channel.type !== "email") throw new DeliveryError("the channel is not an email channel");
  return mail(channel, content, id, [to]);
}

async function mail(channel: Channel, content: { subject: string; text: string; html?: string }, id: string, to?: string[]): Promise<string> {
  const s = channel.settings as { host: string; port: number; secure: boolean; allowPlainText?: boolean; username: string; from: string; to: string[] };
  // A password entered for another host or port is not in `secrets` (channels-store.ts).
  if (s.username && !channel.secrets.password) throw new DeliveryError("the channel has no password for this mail server: enter it again");
  const pinned = await checkedOrRefused(s.host);
  const transport = nodemailer.createTransport({
    // The address checked, named by the host for TLS (SNI and the certificate's name).
    host: pinned?.address ?? s.host,
    ...(pinned && !isIP(s.host) ? { servername: s.host } : {}),
    port: s.port,
    secure: s.secure,
    // STARTTLS is required (a server that offers none is refused before any password or mail is
    // sent) unless the channel allows plain text; a channel stored before the setting requires it.
    requireTLS: !s.secure && s.allowPlainText !== true,
    auth: s.username && channel.secrets.password ? { user: s.username, pass: channel.secrets.password } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: s.from,
      to: to ?? s.to,
      subject: content.subject,
      text: content.text,
      ...(content.html ? { html: content.html } : {}),
      headers: { "X-Rampart-Notification-Id": id },
    });
    return `accepted by ${info.accepted.length} recipient(s)`;
  } catch (error) {
    const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
    if (!s.secure && s.allowPlainText !== true && typeof e.message === "string" && /STARTTLS/i.test(e.message)) {
      throw new DeliveryError("the mail server offers no TLS (STARTTLS), and this channel does not allow sending without it");
    }
    throw new DeliveryError(
      `the mail server refused or failed${typeof e.code === "string" ? ` (${e.code}${typeof e.responseCode === "number" ? ` ${e.responseCode}` : ""})` : ""}`,
    );
  } finally {
    transport.close();
  }
}

/** A message already written for every kind of channel (the weekly digest, lib/digests/render.ts). */
export type RenderedMessage = { subject: string; text: string; html: string; slack: unknown; teams: unknown; webhook: unknown };

/**
 * Sends a rendered message to one channel, as sendToChannel does an alert's: resolves with a short
 * outcome, throws DeliveryError. Email goes as HTML with the text as its alternative.
 */
export async function sendRendered(channel: Channel, message: RenderedMessage, id: string, now = new Date()): Promise<string> {
  switch (channel.type) {
    case "slack":
      return post(requireUrl(channel), JSON.stringify(message.slack), {});
    case "teams":
      return post(requireUrl(channel), JSON.stringify(message.teams), {});
    case "webhook": {
      const body = JSON.stringify(message.webhook);
      if (!channel.secrets.signingSecret) throw new DeliveryError("the channel has no signing secret");
      return post(requireUrl(channel), body, webhookHeaders(channel.secrets.signingSecret, id, Math.floor(now.getTime() / 1000), body));
    }
    case "email":
      return mail(channel, { subject: message.subject, text: message.text, html: message.html }, id);
    case "pagerduty":
      throw new DeliveryError("a digest is not an incident: PagerDuty channels take alerts only");
  }
}
