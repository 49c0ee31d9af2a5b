import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { orgKey } from "@/lib/testing/organization-keys";
import { webhookEventSchema } from "@/lib/webhooks/event";
import { storeDelivery } from "@/lib/webhooks/inbox";
import { evaluateRules } from "./evaluate";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

const T0 = Date.parse("2026-11-26T12:00:00.000Z");
const minute = (n: number) => new Date(T0 + n * 60_000);

beforeAll(() => {
  process.env.ALERTS_SECRET = "threat-test-secret-".padEnd(40, "x");
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => resetAlertsKeyForTests());

describe("alert condition: new threat detections told by the service's webhooks", () => {
  const db = useTestDb("sqlite");
  beforeEach(() => clearAlertTables(db()));

  /** A processed delivery, as the inbox leaves it for the key's own organization (""). */
  async function detection(at: Date, id: number, organization: OrganizationKey | null = orgKey("")) {
    const body = { type: "organization.threat-detection-added", data: { organization_id: 12, threat_detection_result_id: id } };
    const stored = await storeDelivery(db(), { body: JSON.stringify(body), event: webhookEventSchema.parse(body), signedWith: "current", now: at });
    await db().updateTable("webhook_inbox").set({ organization, state: "done" }).where("id", "=", stored.id).execute();
  }

  it("fires when enough detections arrived within the window, and resolves once they age out of it", async () => {
    await createRule(
      db(),
      ruleInputSchema.parse({ name: "New threats", condition: { kind: "threat-detections", count: 2, windowMinutes: 10 }, forSeconds: 0, channelIds: [1] }),
      "admin",
    );
    const { sources } = fakeSources({ pending: 0 });
    await detection(minute(0), 1);
    expect((await evaluateRules(db(), sources, minute(1))).transitions).toEqual([]);
    // Another organization's detection does not count for `own`.
    await detection(minute(1), 2, orgKey("globex"));
    expect((await evaluateRules(db(), sources, minute(2))).transitions).toEqual([]);
    await detection(minute(2), 3);
    const fired = await evaluateRules(db(), sources, minute(3));
    expect(fired.transitions.map((t) => t.to)).toEqual(["firing"]);
    const state = await db().selectFrom("alert_states").select("last_value").executeTakeFirstOrThrow();
    expect(state.last_value).toContain("2 new threat detections told by the service in 10 min");
    expect((await evaluateRules(db(), sources, minute(11))).transitions.map((t) => t.to)).toEqual(["resolved"]);
  });

  it("counts every organization's detections for a rule on all of them", async () => {
    await createRule(
      db(),
      ruleInputSchema.parse({
        name: "Any threat",
        condition: { kind: "threat-detections", count: 2, windowMinutes: 60 },
        scope: "all",
        forSeconds: 0,
        channelIds: [1],
      }),
      "admin",
    );
    await detection(minute(0), 1);
    await detection(minute(0), 2, orgKey("globex"));
    expect((await evaluateRules(db(), fakeSources({ pending: 0 }).sources, minute(1))).transitions.map((t) => t.to)).toEqual(["firing"]);
  });

  it("refuses a rule without a count or a window in range", () => {
    expect(ruleInputSchema.safeParse({ name: "x", condition: { kind: "threat-detections", count: 0, windowMinutes: 10 }, channelIds: [] }).success).toBe(false);
    expect(ruleInputSchema.safeParse({ name: "x", condition: { kind: "threat-detections", count: 1, windowMinutes: 0 }, channelIds: [] }).success).toBe(false);
  });
});
