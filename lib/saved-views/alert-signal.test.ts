import { beforeEach, describe, expect, it } from "vitest";
import { evaluateRules } from "@/lib/alerts/evaluate";
import { upstreamSources } from "@/lib/alerts/job";
import { ruleInputSchema } from "@/lib/alerts/rule-schema";
import { createRule } from "@/lib/alerts/rules-store";
import { clearAlertTables } from "@/lib/alerts/testing";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { routeTestEnvOn } from "@/lib/testing/route-harness";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { countView, forgetCountsForTests } from "./counts";
import { createView, deleteView } from "./store";

describe.each(testEngines())("the saved view count alert signal on %s", (engine) => {
  routeTestEnvOn(engine, { ALERTS_SECRET: "saved-view-alert-secret-".padEnd(40, "x") });
  beforeEach(async () => {
    forgetCountsForTests();
    await clearAlertTables(await getDb());
  });

  it("fires when the view holds more than N, with the count the views bar shows", async () => {
    const db = await getDb();
    const view = await createView(db, { organization: "", page: "reports" }, { name: "Open", shared: true, state: "status=TODO" }, { id: 2, name: "rev" });
    const shown = await countView(getUpstreamClient, OWN_ORGANIZATION, "reports", view.state);
    expect(shown.count).toBeGreaterThan(0);
    const rule = (threshold: number) =>
      createRule(db, ruleInputSchema.parse({ name: `Open above ${threshold}`, condition: { kind: "saved-view-count", viewId: view.id, threshold } }), "admin");
    const low = await rule(shown.count! - 1);
    const high = await rule(shown.count!);
    const result = await evaluateRules(db, upstreamSources(getUpstreamClient), new Date());
    expect(result.transitions).toEqual([{ ruleId: low.id, from: "normal", to: "firing" }]);
    const states = await db.selectFrom("alert_states").select(["rule_id", "state", "last_value"]).orderBy("rule_id").execute();
    expect(states.map((s) => [Number(s.rule_id), s.state, s.last_value])).toEqual([
      [low.id, "firing", `Open: ${shown.count} (threshold ${shown.count! - 1})`],
      [high.id, "normal", `Open: ${shown.count} (threshold ${shown.count})`],
    ]);
  });

  it("says so, without firing, when the view was deleted", async () => {
    const db = await getDb();
    const view = await createView(db, { organization: "", page: "triage" }, { name: "Gone", shared: true, state: "" }, { id: 2, name: "rev" });
    await createRule(db, ruleInputSchema.parse({ name: "Gone", condition: { kind: "saved-view-count", viewId: view.id, threshold: 0 } }), "admin");
    await deleteView(db, "", view.id);
    expect((await evaluateRules(db, upstreamSources(getUpstreamClient), new Date())).transitions).toEqual([]);
    const state = await db.selectFrom("alert_states").select("last_value").executeTakeFirstOrThrow();
    expect(state.last_value).toBe("the saved view was deleted");
  });
});
