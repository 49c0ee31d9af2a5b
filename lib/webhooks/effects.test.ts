import { describe, expect, it } from "vitest";
import type { LiveEvent } from "@/lib/bus/events";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { useTestDb } from "@/lib/db/testing";
import { orgKey } from "@/lib/testing/organization-keys";
import { readSnapshot } from "@/lib/triage/queue-store";
import type { EffectDeps } from "./effects";
import { webhookEventSchema } from "./event";
import { recentDeliveries, storeDelivery } from "./inbox";
import { processInbox } from "./job";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const SECOND = 1000;

describe("what a delivery causes", () => {
  const db = useTestDb("sqlite");

  function harness(organizations: Record<string, string> = { "100": "acme" }, searchFinds = false) {
    const calls = {
      escalatedAt: [] as string[],
      refreshed: [] as string[],
      indexPolls: 0,
      threatReads: 0,
      published: [] as LiveEvent[],
      order: [] as string[],
    };
    const deps: EffectDeps = {
      db: db(),
      now: () => NOW,
      organizationKeyOf: async (id) => (organizations[id] === undefined ? null : orgKey(organizations[id])),
      addEscalatedReports: async (org, escalated) => {
        calls.order.push(`search ${org} ${escalated.content}`);
        calls.escalatedAt.push(escalated.at.toISOString());
        return searchFinds;
      },
      refreshTriage: async (org) => {
        calls.refreshed.push(org);
        calls.order.push(`walk ${org}`);
      },
      pollReportIndex: async () => {
        calls.indexPolls++;
      },
      readThreatsEarly: async () => {
        calls.threatReads++;
      },
      publish: async (event) => {
        calls.published.push(event);
        calls.order.push(event.type);
      },
    };
    return { deps, calls };
  }
  const deliver = (body: unknown) => {
    const text = JSON.stringify(body);
    return storeDelivery(db(), { body: text, event: webhookEventSchema.parse(body), signedWith: "current", now: NOW });
  };
  const queue = (org: OrganizationKey, walkedAgoMs: number, reports: unknown[] = []) =>
    db()
      .insertInto("triage_queue")
      .values({
        org,
        payload: JSON.stringify({ reports, brands: [] }),
        walked_at: new Date(NOW.getTime() - walkedAgoMs).toISOString(),
        walk_ms: 100,
        pages: 1,
        viewed_at: NOW.toISOString(),
      })
      .execute();

  it("an escalation walks that organization's queue, tells /triage, and says how late the poll was", async () => {
    const { deps, calls } = harness();
    await queue(orgKey("acme"), 12 * SECOND);
    await deliver({ type: "asset.status-escalated", data: { asset_id: 1, proposal_id: 67890, organization_id: 100 } });
    expect(await processInbox(deps, "me")).toBe(1);
    expect(calls.refreshed).toEqual(["acme"]);
    expect(calls.published).toEqual([
      { type: "snapshot.changed", organization: orgKey("acme") },
      { type: "triage.changed", organization: orgKey("acme"), cause: "escalation" },
      { type: "webhook.received", eventType: "asset.status-escalated" },
    ]);
    const [row] = await recentDeliveries(db());
    // Walked 12 s ago, due again 30 s after its walk: the poll would have seen it 18 s later.
    expect(row).toMatchObject({ state: "done", organization: orgKey("acme"), poll_lead_ms: 18 * SECOND });
    expect(row!.effect).toBe("Proposal 67890 escalated to acme: not in the cached queue: walls told, the queue walked again, then open /triage screens told");
    // The event gave no asset content: the lookup reads the list of changed reports alone.
    expect(calls.order).toEqual(["snapshot.changed", "search acme null", "walk acme", "triage.changed", "webhook.received"]);
  });

  it.each([
    {
      found: true,
      order: ["snapshot.changed", "search acme https://scam.example", "triage.changed", "walk acme", "webhook.received"],
      effect:
        "Proposal 5 escalated to acme: its report found by the asset's content and added to the cached queue, open /triage screens and walls told, then the queue walked again",
    },
    {
      found: false,
      order: ["snapshot.changed", "search acme https://scam.example", "walk acme", "triage.changed", "webhook.received"],
      effect: "Proposal 5 escalated to acme: not in the cached queue: walls told, the queue walked again, then open /triage screens told",
    },
  ])(
    "an escalation of a proposal the cached queue lacks searches by the asset's content; found: $found, /triage is told before the walk",
    async ({ found, order, effect }) => {
      const { deps, calls } = harness({ "100": "acme" }, found);
      await queue(orgKey("acme"), 12 * SECOND);
      const data = { asset_id: 1, type: "url", content: "https://scam.example", proposal_id: 5, organization_id: 100 };
      await deliver({ type: "asset.status-escalated", created_at: "2026-11-26T11:59:00.000Z", data });
      await processInbox(deps, "me");
      expect(calls.order).toEqual(order);
      // The changed reports are asked from the service's own time of the escalation.
      expect(calls.escalatedAt).toEqual(["2026-11-26T11:59:00.000Z"]);
      expect((await recentDeliveries(db()))[0]!.effect).toBe(effect);
    },
  );

  it("an escalation of a proposal the cached queue holds marks it awaiting the organization and tells /triage before the walk", async () => {
    const { deps, calls } = harness();
    await queue(orgKey("acme"), 12 * SECOND, [{ id: "rpt_1", assets: [], proposals: [{ id: "prp_7", asset: null }] }]);
    expect((await readSnapshot(db(), orgKey("acme")))!.awaiting ?? []).not.toContain("prp_7");
    await deliver({ type: "asset.status-escalated", data: { asset_id: 1, proposal_id: "prp_7", organization_id: 100 } });
    expect(await processInbox(deps, "me")).toBe(1);
    expect(calls.order).toEqual(["snapshot.changed", "search acme null", "triage.changed", "walk acme", "webhook.received"]);
    expect((await readSnapshot(db(), orgKey("acme")))!.awaiting).toContain("prp_7");
    expect((await recentDeliveries(db()))[0]!.effect).toBe(
      "Proposal prp_7 escalated to acme: marked as awaiting it in the cached queue and open /triage screens and walls told, then the queue walked again",
    );
  });

  it("an escalation for an organization the key does not reach is stored and shown as such, not guessed", async () => {
    const { deps, calls } = harness({});
    await deliver({ type: "asset.status-escalated", data: { proposal_id: 1, organization_id: 100 } });
    await processInbox(deps, "me");
    expect(calls.refreshed).toEqual([]);
    expect((await recentDeliveries(db()))[0]).toMatchObject({
      state: "done",
      organization: null,
      effect: "Not acted on: organization 100 is not one the service key reaches",
    });
  });

  it("a status update walks the queues holding the asset, polls the report index, reads the threats feed and tells report screens and walls", async () => {
    const { deps, calls } = harness();
    await queue(orgKey("acme"), 5 * SECOND, [{ id: 1, assets: [{ id: 132 }], proposals: [] }]);
    await queue(orgKey("globex"), 5 * SECOND, [{ id: 2, assets: [{ id: 7 }], proposals: [{ id: 3, asset: { id: 8 } }] }]);
    await deliver({ type: "asset.status-updated", data: { asset_id: 132, type: "URL", status: "BLOCKED" } });
    await processInbox(deps, "me");
    expect(calls.refreshed).toEqual(["acme"]);
    expect(calls.indexPolls).toBe(1);
    // The threats feed is read at once too (its asset's lifecycle changed).
    expect(calls.threatReads).toBe(1);
    expect(calls.published.slice(0, 2)).toEqual([
      { type: "reports.changed", organization: orgKey("acme"), assetIds: ["132"] },
      { type: "snapshot.changed", organization: orgKey("acme") },
    ]);
    expect((await recentDeliveries(db()))[0]).toMatchObject({ organization: orgKey("acme"), poll_lead_ms: 25 * SECOND });
  });

  it("a threat detection is counted for alert rules and tells the alerts screens", async () => {
    const { deps, calls } = harness({ "12": "acme" });
    await deliver({ type: "organization.threat-detection-added", data: { organization_id: 12, threat_detection_result_id: 16525556 } });
    await processInbox(deps, "me");
    expect(calls.published[0]).toEqual({ type: "alerts.changed" });
    expect((await recentDeliveries(db()))[0]).toMatchObject({ organization: orgKey("acme"), event_type: "organization.threat-detection-added" });
  });

  it("debug.test is shown as received; an unknown event is stored and shown, not acted on", async () => {
    const { deps, calls } = harness();
    await deliver({ event: "debug.test", data: {} });
    await deliver({ type: "asset.deleted", data: { asset_id: 1 } });
    await processInbox(deps, "me");
    expect(calls.refreshed).toEqual([]);
    expect(calls.indexPolls).toBe(0);
    const rows = await recentDeliveries(db());
    expect(rows.map((r) => r.effect).sort()).toEqual([
      'Not acted on: "asset.deleted" is not an event this console knows',
      "Received: a test delivery from the service",
    ]);
    expect(calls.published.map((p) => p.type)).toEqual(["webhook.received", "webhook.received"]);
  });

  it("an effect that fails is tried again and its reason shown", async () => {
    const { deps } = harness();
    deps.refreshTriage = async () => {
      throw new Error("the service did not answer");
    };
    await deliver({ type: "asset.status-escalated", data: { organization_id: 100 } });
    await processInbox(deps, "me");
    expect((await recentDeliveries(db()))[0]).toMatchObject({ state: "pending", effect: "Will try again: the service did not answer" });
  });
});
