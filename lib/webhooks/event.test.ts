import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webhookEventSchema } from "./event";

// The service's published deliveries (vendor-examples/README.md), as received.
const DIR = path.join(__dirname, "vendor-examples");
const FILES = readdirSync(DIR).filter((f) => f.endsWith(".json"));
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(DIR, file), "utf8"));

describe("the service's webhook deliveries", () => {
  it("has every published example to read", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
  });

  it.each(FILES)("%s is read as a known event", (file) => {
    const event = webhookEventSchema.parse(read(file));
    expect(event.type).not.toBe("unknown");
    expect(file).toContain(event.type.replace(".", "-"));
  });

  it("reads debug.test from `event`, with and without created_at", () => {
    expect(webhookEventSchema.parse(read("webhook-event-debug-test.request.1.json"))).toMatchObject({
      type: "debug.test",
      createdAt: "2023-08-31T00:00:00.000Z",
    });
    expect(webhookEventSchema.parse(read("webhook-event-debug-test.request.2.json"))).toMatchObject({ type: "debug.test", createdAt: null });
  });

  it("reads the escalation's proposal and organization, and upper-cases its lower-case asset type", () => {
    expect(webhookEventSchema.parse(read("webhook-event-asset-status-escalated.request.1.json"))).toMatchObject({
      type: "asset.status-escalated",
      assetId: "12345",
      assetType: "URL",
      status: "BLOCKED",
      proposalId: "67890",
      organizationId: "100",
    });
  });

  it("reads the status update's snake_case asset id", () => {
    expect(webhookEventSchema.parse(read("webhook-event-asset-status-updated.request.1.json"))).toMatchObject({
      type: "asset.status-updated",
      assetId: "132",
      assetType: "URL",
      content: "https://example.com",
    });
  });

  it("reads a threat detection's ids only, with milliseconds in its time", () => {
    expect(webhookEventSchema.parse(read("webhook-event-organization-threat-detection-added.request.1.json"))).toMatchObject({
      type: "organization.threat-detection-added",
      organizationId: "12",
      threatDetectionResultId: "16525556",
      createdAt: "2025-08-20T14:35:39.062Z",
    });
  });

  it("accepts camelCase keys as well", () => {
    const event = webhookEventSchema.parse({
      type: "asset.status-escalated",
      createdAt: "2026-11-26T10:00:00Z",
      data: { assetId: "7", proposalId: "8", organizationId: "9", type: "Url" },
    });
    expect(event).toMatchObject({ assetId: "7", proposalId: "8", organizationId: "9", assetType: "URL", createdAt: "2026-11-26T10:00:00.000Z" });
  });

  it("keeps an unknown event as unknown with its name, and one without a name too", () => {
    expect(webhookEventSchema.parse({ type: "asset.deleted", data: { asset_id: 1 } })).toMatchObject({ type: "unknown", name: "asset.deleted", assetId: "1" });
    expect(webhookEventSchema.parse({ data: {} })).toMatchObject({ type: "unknown", name: null });
  });

  it("does not take the asset's `type` inside data for the event's name", () => {
    expect(webhookEventSchema.parse({ data: { type: "URL" } })).toMatchObject({ type: "unknown", name: null, assetType: "URL" });
  });

  it("leaves out values of the wrong kind instead of refusing the delivery", () => {
    const event = webhookEventSchema.parse({ type: "asset.status-updated", created_at: "yesterday", data: { asset_id: 1.5, status: 3 } });
    expect(event).toMatchObject({ type: "asset.status-updated", createdAt: null, assetId: null, status: null });
  });

  it("refuses JSON that is not an object", () => {
    for (const value of [[], "debug.test", 1, null]) expect(webhookEventSchema.safeParse(value).success).toBe(false);
  });
});
