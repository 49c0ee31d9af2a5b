import "server-only";
import { clientAddress } from "@/lib/bff/client-address";
import { ApiError } from "@/lib/bff/errors";
import { jsonDepthExceeds, MAX_BODY_DEPTH } from "@/lib/bff/read-input";
import { getDb } from "@/lib/db";
import { getLogger } from "@/lib/log/logger";
import { createPerSourceLog } from "@/lib/log/per-source-log";
import { getMetrics } from "@/lib/observability/metrics";
import { singleton } from "@/lib/singleton";
import { webhookEventSchema } from "./event";
import { storeDelivery } from "./inbox";
import { kickWebhookInbox } from "./job";
import type { RefusalOutcome } from "./refusal-outcomes";
import { webhookSecretsNow } from "./secret-rotation";
import { checkSignature, SIGNATURE_HEADER } from "./signature";

/** The service's events are a few hundred bytes; this leaves room for a larger form without holding megabytes. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

class WebhookRefusal extends ApiError {
  constructor(
    readonly outcome: RefusalOutcome,
    status: 400 | 401,
    message: string,
  ) {
    super(status, status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST", message);
  }
}

/** Refusals in the log: one line per sending address per minute, with a count (lib/log/per-source-log.ts). */
const refusalLog = () =>
  singleton("webhook-refusal-log", () =>
    createPerSourceLog({
      logger: getLogger,
      fields: { webhook: "refused" },
      message: "service webhook refused",
      summary: "service webhooks refused from one address in the last minute",
    }),
  );

/** Counts every refusal the wrapper raised (body too large, rate) or this module did (signature, JSON), and logs it per address per minute. */
export function countRefusal(refusal: ApiError, request: Request): void {
  const outcome: RefusalOutcome | null =
    refusal instanceof WebhookRefusal ? refusal.outcome : refusal.status === 413 ? "too-large" : refusal.status === 429 ? "rate-limited" : null;
  if (!outcome) return;
  getMetrics().webhookDeliveries.inc({ outcome });
  refusalLog().note(clientAddress(request) ?? "unknown", { outcome, status: refusal.status });
}

/**
 * A delivery: verified over the raw body, read, stored (once per body within 24 h), answered. The
 * effects run after the answer, on whichever instance claims the row (lib/webhooks/job.ts); this
 * instance is kicked at once so they follow within a fraction of a second.
 */
export async function receiveDelivery(raw: string, request: Request): Promise<{ received: true; id: number; duplicate: boolean }> {
  const secrets = await webhookSecretsNow();
  if (!secrets) throw new WebhookRefusal("no-secret", 401, "Service webhooks are off: SERVICE_WEBHOOK_SECRET is not set");
  const check = checkSignature(raw, request.headers.get(SIGNATURE_HEADER), secrets);
  if (!check.ok) {
    if (check.reason === "missing") throw new WebhookRefusal("missing-signature", 401, "A delivery must carry X-ChainPatrol-Signature");
    throw new WebhookRefusal("bad-signature", 401, "The signature does not match the body");
  }
  const event = webhookEventSchema.safeParse(parseJson(raw));
  if (!event.success) throw new WebhookRefusal("not-json", 400, "The delivery is not a JSON object");
  const stored = await storeDelivery(await getDb(), { body: raw, event: event.data, signedWith: check.secret, now: new Date() });
  getMetrics().webhookDeliveries.inc({ outcome: stored.duplicate ? "duplicate" : "stored" });
  if (!stored.duplicate) kickWebhookInbox();
  return { received: true, ...stored };
}

function parseJson(raw: string): unknown {
  if (jsonDepthExceeds(raw, MAX_BODY_DEPTH)) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
