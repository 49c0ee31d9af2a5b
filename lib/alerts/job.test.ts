import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subscribeLive } from "@/lib/bus/bus";
import type { BusMessage } from "@/lib/bus/bus-message";
import { useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { snapshotSelector, startAlertJobs } from "./job";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

describe("snapshotSelector", () => {
  it("reads a stored scope as the v2 snapshot selector the jobs sent before the scope type", () => {
    expect(snapshotSelector(null)).toEqual({});
    expect(snapshotSelector("own")).toEqual({});
    expect(snapshotSelector("all")).toEqual({ all: true });
    expect(snapshotSelector("org:acme")).toEqual({ slug: "acme" });
  });
});

describe("the alert evaluation job", () => {
  const db = useTestDb("sqlite");
  beforeAll(() => {
    process.env.ALERTS_SECRET = "job-test-secret-".padEnd(40, "x");
    resetEnvForTests();
    resetAlertsKeyForTests();
  });
  afterAll(() => resetAlertsKeyForTests());

  it("tells open screens when a rule changes state (the shell's badge, the wall's banner), and not when none does", async () => {
    await clearAlertTables(db());
    const heard: BusMessage[] = [];
    const stop = subscribeLive((e) => heard.push(e));
    const rule = ruleInputSchema.parse({ name: "Backlog", condition: { kind: "figure-above", figure: "totalPending", threshold: 50 }, channelIds: [1] });
    await createRule(db(), rule, "admin");
    const figures = { pending: 60 };
    const jobs = startAlertJobs({ db: db(), sources: fakeSources(figures).sources, holder: "test", intervalMs: 40 });
    try {
      await vi.waitFor(() => expect(heard).toContainEqual({ type: "alerts.changed" }), { timeout: 5_000 });
      // Firing and staying so: no transition, nothing more to say.
      await vi.waitFor(async () => expect((await db().selectFrom("alert_states").select("state").executeTakeFirst())?.state).toBe("firing"));
      const said = heard.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.length).toBe(said);
    } finally {
      for (const job of jobs) job.stop();
      stop();
    }
  });
});
