import "server-only";
import { createHmac } from "node:crypto";

/** The events the embedded service sends (the ones the service documents for its webhooks). */
export type EmbeddedEvent =
  | { type: "asset.status-updated"; data: { asset_id: number | string; type: string; content: string; status: string } }
  | {
      type: "asset.status-escalated";
      data: { asset_id: number | string; type: string; content: string; status: string; proposal_id: number | string; organization_id: number | string };
    };

export type WebhookConfig = { url: string; secret: string; createdAt: string };
export type DeliveryStatus = "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILURE";
export type DeliveryRecord = { id: number; type: string; organizationId: number; status: DeliveryStatus; attempts: number; lastError: string | null };

export type WebhookSenderOptions = {
  now: () => Date;
  /** Milliseconds before retry n (1, 2, 3): 1 s, 2 s, 4 s by default, as the service's "3 retries with exponential backoff". */
  backoffMs?: (retry: number) => number;
  send?: (url: string, init: RequestInit) => Promise<Response>;
};

const RETRIES = 3;
const KEPT = 50;
const TIMEOUT_MS = 5_000;

/**
 * The embedded service's webhooks, as the real one sends them: a configuration per organization
 * (its URL and secret; staff keys configure "every organization"), and for each change the service
 * makes, a POST of the event's JSON signed `X-ChainPatrol-Signature: sha256=<hex HMAC-SHA256>`,
 * retried 3 times with exponential backoff. Held in memory: the console configures it at start
 * (lib/webhooks/demo-delivery.ts).
 */
export class WebhookSender {
  private readonly configs = new Map<number | "all", WebhookConfig>();
  private readonly deliveries: DeliveryRecord[] = [];
  private nextId = 1;

  constructor(private readonly options: WebhookSenderOptions) {}

  configure(organization: number | "all", url: string, secret: string): WebhookConfig {
    const config = { url, secret, createdAt: this.options.now().toISOString() };
    this.configs.set(organization, config);
    return config;
  }

  remove(organization: number | "all"): boolean {
    return this.configs.delete(organization);
  }

  configOf(organization: number | "all"): WebhookConfig | undefined {
    return this.configs.get(organization);
  }

  recent(organizationId: number | "all"): DeliveryRecord[] {
    return this.deliveries.filter((d) => organizationId === "all" || d.organizationId === organizationId);
  }

  /** Sends `event` to every webhook that covers the organization, without waiting (the change is already made). */
  emit(organizationId: number, event: EmbeddedEvent): void {
    const targets = [this.configs.get(organizationId), this.configs.get("all")].filter((c): c is WebhookConfig => c !== undefined);
    const seen = new Set<string>();
    for (const config of targets) {
      if (seen.has(config.url)) continue;
      seen.add(config.url);
      void this.deliver(config, organizationId, { ...event, created_at: this.options.now().toISOString() });
    }
  }

  /** Resolves once the delivery succeeded or was given up (tests wait on it). */
  async deliver(config: WebhookConfig, organizationId: number, event: object): Promise<DeliveryRecord> {
    const body = JSON.stringify(event);
    const signature = `sha256=${createHmac("sha256", config.secret).update(body).digest("hex")}`;
    const record: DeliveryRecord = {
      id: this.nextId++,
      type: (event as { type: string }).type,
      organizationId,
      status: "PENDING",
      attempts: 0,
      lastError: null,
    };
    this.deliveries.unshift(record);
    this.deliveries.length = Math.min(this.deliveries.length, KEPT);
    const send = this.options.send ?? fetch;
    const backoff = this.options.backoffMs ?? ((retry: number) => 1000 * 2 ** (retry - 1));
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
      record.status = "IN_PROGRESS";
      record.attempts = attempt + 1;
      try {
        const response = await send(config.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-ChainPatrol-Signature": signature },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) {
          record.status = "SUCCESS";
          record.lastError = null;
          return record;
        }
        record.lastError = `HTTP ${response.status}`;
      } catch (error) {
        record.lastError = error instanceof Error ? error.message : String(error);
      }
    }
    record.status = "FAILURE";
    return record;
  }
}
