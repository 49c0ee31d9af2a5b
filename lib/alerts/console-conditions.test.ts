import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { recordJobRun } from "@/lib/jobs/job-status";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { evaluateRules } from "./evaluate";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms);
const MIN = 60_000;

beforeAll(() => {
  process.env.ALERTS_SECRET = "console-conditions-secret-".padEnd(40, "c");
  process.env.SERVICE_WEBHOOK_SECRET = "console-conditions-webhook-secret";
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => {
  delete process.env.SERVICE_WEBHOOK_SECRET;
  resetEnvForTests();
  resetAlertsKeyForTests();
});

describe.each(testEngines())("alert conditions on the console itself, on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    await clearAlertTables(db());
    await db().deleteFrom("job_runs").execute();
    await db().deleteFrom("webhook_inbox").execute();
  });

  const rule = (name: string, condition: unknown) => createRule(db(), ruleInputSchema.parse({ name, condition }), "admin");
  const values = async () => (await db().selectFrom("alert_states").select(["state", "last_value"]).execute()).map((r) => [r.state, r.last_value]);

  it("a job that has not succeeded for N of its intervals fires, and resolves once it succeeds again", async () => {
    await rule("Stalled job", { kind: "job-overdue", intervals: 3 });
    const run = (ms: number, outcome: "success" | "failure") =>
      recordJobRun(db(), { name: "report index", intervalMs: MIN, outcome, error: "service unreachable", nextRunAt: at(ms + MIN), holder: "1-a", at: at(ms) });
    await run(0, "success");
    await run(2 * MIN, "failure");
    const { sources } = fakeSources({ pending: 0 });
    await evaluateRules(db(), sources, at(3 * MIN));
    expect(await values()).toEqual([["normal", "every background job succeeded within 3 of its intervals"]]);
    await evaluateRules(db(), sources, at(3 * MIN + 1));
    expect(await values()).toEqual([["firing", "report index: no success for 3 min (runs every 1 min)"]]);
    await run(4 * MIN, "success");
    await evaluateRules(db(), sources, at(4 * MIN));
    expect((await values())[0]![0]).toBe("resolved");
  });

  it("no webhook from the service for N hours fires; none yet says so and changes nothing", async () => {
    await rule("Webhooks quiet", { kind: "webhooks-quiet", hours: 2 });
    const { sources } = fakeSources({ pending: 0 });
    await evaluateRules(db(), sources, at(0));
    expect(await values()).toEqual([["normal", "no webhook from the service has arrived yet"]]);
    await db()
      .insertInto("webhook_inbox")
      .values({
        body_hash: "h",
        dedupe_key: "h",
        event_type: "unknown",
        event_name: null,
        service_organization_id: null,
        organization: null,
        payload: "{}",
        signed_with: "current",
        event_created_at: null,
        received_at: at(0).toISOString(),
        state: "done",
        claimed_by: null,
        claimed_until: null,
        processed_at: null,
        effect: null,
        poll_lead_ms: null,
      })
      .execute();
    await evaluateRules(db(), sources, at(2 * 60 * MIN));
    expect((await values())[0]![0]).toBe("normal");
    await evaluateRules(db(), sources, at(2 * 60 * MIN + MIN));
    expect(await values()).toEqual([["firing", "last webhook from the service 2 h 1 min ago (threshold 2 h)"]]);
  });
});
