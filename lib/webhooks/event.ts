import { z } from "zod";

/** The events the service documents; anything else is stored and shown as "unknown", never acted on. */
export const KNOWN_EVENT_TYPES = ["asset.status-updated", "asset.status-escalated", "organization.threat-detection-added", "debug.test"] as const;
export type KnownEventType = (typeof KNOWN_EVENT_TYPES)[number];

export type WebhookEvent = {
  /** A known event, or "unknown" (an event this console does not know, or one without a name). */
  type: KnownEventType | "unknown";
  /** The name as the service sent it (`type`, or `event` in debug.test); null when neither is a string. */
  name: string | null;
  /** When the service says the event happened; null when it does not (old forms) or not as a time. */
  createdAt: string | null;
  assetId: string | null;
  /** Upper case, as everywhere else in the console (`url` in asset.status-escalated). */
  assetType: string | null;
  content: string | null;
  status: string | null;
  proposalId: string | null;
  /** The service's numeric organization id (never a slug): lib/webhooks/organizations.ts maps it. */
  organizationId: string | null;
  threatDetectionResultId: string | null;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `asset_id` or `assetId`: the service's webhooks are snake_case, its REST answers camelCase. */
function field(data: Record<string, unknown>, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return data[snake] ?? data[camel];
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** Ids arrive as numbers (the documented examples) or strings (another dialect); kept as text. */
function id(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  return null;
}

function time(value: unknown): string | null {
  const given = text(value);
  if (!given) return null;
  const ms = Date.parse(given);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * A delivery's JSON, read tolerantly (docs/architecture.md, "Service webhooks in"): the name in
 * `type` or, in debug.test, `event`; snake_case or camelCase keys; a lower-case asset type; a
 * missing `created_at`. Any JSON object is an event: one this console cannot read is "unknown".
 */
export const webhookEventSchema = z.unknown().transform((value, ctx): WebhookEvent => {
  if (!isObject(value)) {
    ctx.addIssue({ code: "custom", message: "A webhook delivery is a JSON object", input: value });
    return z.NEVER;
  }
  // `type` names the event at the top level; inside `data` it is the asset's type.
  const name = text(value.type) ?? text(value.event);
  const known = (KNOWN_EVENT_TYPES as readonly string[]).includes(name ?? "") ? (name as KnownEventType) : "unknown";
  const data = isObject(value.data) ? value.data : {};
  const assetType = text(field(data, "type"));
  return {
    type: known,
    name,
    createdAt: time(field(value, "created_at")),
    assetId: id(field(data, "asset_id")),
    assetType: assetType ? assetType.toUpperCase() : null,
    content: text(data.content),
    status: text(data.status)?.toUpperCase() ?? null,
    proposalId: id(field(data, "proposal_id")),
    organizationId: id(field(data, "organization_id")),
    threatDetectionResultId: id(field(data, "threat_detection_result_id")),
  };
});
