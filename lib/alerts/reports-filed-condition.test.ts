import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { orgKey } from "@/lib/testing/organization-keys";
import { evaluateRules } from "./evaluate";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

const T0 = Date.parse("2026-11-28T12:00:00.000Z");
const minute = (n: number) => new Date(T0 + n * 60_000);

beforeAll(() => {
  process.env.ALERTS_SECRET = "filed-test-secret-".padEnd(40, "x");
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => resetAlertsKeyForTests());

describe("alert condition: reports filed from the console", () => {
  const db = useTestDb("sqlite");
  beforeEach(async () => {
    await clearAlertTables(db());
    await db().deleteFrom("audit_events").execute();
  });

  /** The entry a filing leaves (lib/filing/record.ts): one per report, naming its organization as the store keys it (null: an entry from before it did). */
  async function filed(at: Date, reportId: string, organization: string | null = orgKey(""), outcome: "success" | "failure" = "success") {
    const id = await recordAuditEvent(db(), {
      username: "rex",
      role: "reviewer",
      action: "report.filed",
      target: `report:${reportId}`,
      inputSummary: { filed: ["https://a.example"], skipped: [], ...(organization === null ? {} : { organization }) },
      requestId: `req-${reportId}:filed`,
      outcome,
      httpStatus: 200,
    });
    await db().updateTable("audit_events").set({ occurred_at: at.toISOString() }).where("id", "=", id).execute();
  }

  it("fires when enough reports were filed within the window, for the rule's organization only, and resolves once they age out", async () => {
    await createRule(
      db(),
      ruleInputSchema.parse({ name: "Campaign", condition: { kind: "reports-filed", count: 2, windowMinutes: 10 }, forSeconds: 0, channelIds: [1] }),
      "admin",
    );
    const { sources } = fakeSources({ pending: 0 });
    await filed(minute(0), "r1");
    expect((await evaluateRules(db(), sources, minute(1))).transitions).toEqual([]);
    // Another organization's filing, a failed entry, and one from before entries named their organization do not count for `own`.
    await filed(minute(1), "r2", orgKey("globex"));
    await filed(minute(1), "r3", orgKey(""), "failure");
    await filed(minute(1), "r4", null);
    expect((await evaluateRules(db(), sources, minute(2))).transitions).toEqual([]);
    await filed(minute(2), "r5");
    const fired = await evaluateRules(db(), sources, minute(3));
    expect(fired.transitions.map((t) => t.to)).toEqual(["firing"]);
    const state = await db().selectFrom("alert_states").select("last_value").executeTakeFirstOrThrow();
    expect(state.last_value).toBe("2 reports filed from the console in 10 min (at least 2 fires)");
    expect((await evaluateRules(db(), sources, minute(11))).transitions.map((t) => t.to)).toEqual(["resolved"]);
  });

  it("counts every organization's filings, old entries too, for a rule on all of them", async () => {
    await createRule(
      db(),
      ruleInputSchema.parse({
        name: "Any filing",
        condition: { kind: "reports-filed", count: 3, windowMinutes: 60 },
        scope: "all",
        forSeconds: 0,
        channelIds: [1],
      }),
      "admin",
    );
    await filed(minute(0), "r1");
    await filed(minute(0), "r2", orgKey("globex"));
    await filed(minute(0), "r3", null);
    expect((await evaluateRules(db(), fakeSources({ pending: 0 }).sources, minute(1))).transitions.map((t) => t.to)).toEqual(["firing"]);
  });

  it("refuses a rule without a count or a window in range", () => {
    expect(ruleInputSchema.safeParse({ name: "x", condition: { kind: "reports-filed", count: 0, windowMinutes: 10 }, channelIds: [] }).success).toBe(false);
    expect(ruleInputSchema.safeParse({ name: "x", condition: { kind: "reports-filed", count: 1, windowMinutes: 0 }, channelIds: [] }).success).toBe(false);
  });
});
