import "server-only";
import nodemailer from "nodemailer";
import { getEnv } from "@/lib/env";
import type { Channel } from "../channels-store";
import { webhookHeaders } from "../signing";
import { type AlertMessage, adaptiveCardOf, type MessageContext, subjectOf, textOf, webhookBodyOf } from "./message";

const SEND_TIMEOUT_MS = 15_000;

/** A failed send, described without the target's address or any secret (this text is stored and shown). */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeliveryError";
  }
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<string> {
  let response: Response;
  try {
    // Operator-configured targets; redirects are not followed (a 3xx is a failure to look at).
    response = await fetch(url, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "User-Agent": "Rampart-Alerts", ...headers },
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    const code = (error as { cause?: { code?: unknown } })?.cause?.code;
    throw new DeliveryError(name === "TimeoutError" ? "no answer within 15 s" : `connection failed${typeof code === "string" ? ` (${code})` : ""}`);
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) throw new DeliveryError(`the receiver answered HTTP ${response.status}`);
  return `HTTP ${response.status}`;
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
  }
}

function requireUrl(channel: Channel): string {
  if (!channel.secrets.url) throw new DeliveryError("the channel has no address");
  return channel.secrets.url;
}

async function sendEmail(channel: Channel, message: AlertMessage, id: string, context: MessageContext): Promise<string> {
  return mail(channel, { subject: subjectOf(message), text: textOf(message, context) }, id);
}

async function mail(channel: Channel, content: { subject: string; text: string; html?: string }, id: string): Promise<string> {
  const s = channel.settings as { host: string; port: number; secure: boolean; username: string; from: string; to: string[] };
  // A password entered for another host or port is not in `secrets` (channels-store.ts).
  if (s.username && !channel.secrets.password) throw new DeliveryError("the channel has no password for this mail server: enter it again");
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: s.username && channel.secrets.password ? { user: s.username, pass: channel.secrets.password } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: s.from,
      to: s.to,
      subject: content.subject,
      text: content.text,
      ...(content.html ? { html: content.html } : {}),
      headers: { "X-Rampart-Notification-Id": id },
    });
    return `accepted by ${info.accepted.length} recipient(s)`;
  } catch (error) {
    const e = error as { code?: unknown; responseCode?: unknown };
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
  }
}
