import { describe, expect, it } from "vitest";
import type { Report } from "@/lib/contract/report";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { applyBulk } from "@/lib/marks/store";
import { orgKey } from "@/lib/testing/organization-keys";
import { clearDecidedHandOvers, HANDED_OVER_TAG } from "./handed-over";

const T0 = new Date("2026-11-28T10:00:00.000Z");
const ORG = orgKey("");

/** A walked report holding proposals in the given review statuses, by id. */
const report = (id: string, proposals: Record<string, string>) =>
  ({ id, proposals: Object.entries(proposals).map(([pid, reviewStatus]) => ({ id: pid, reviewStatus })) }) as unknown as Report;

describe.each(testEngines())("handed-over tags after a walk, on %s", (engine) => {
  const db = useTestDb(engine);
  const tagged = async (org = ORG) =>
    (await db().selectFrom("item_tags").select("item_id").where("org", "=", org).where("tag", "=", HANDED_OVER_TAG).orderBy("item_id").execute()).map(
      (r) => r.item_id,
    );

  it("clears the proposals the walk no longer lists as pending, keeps the rest and every other tag", async () => {
    await applyBulk(db(), { org: ORG, kind: "proposal" }, ["p1", "p2", "p3", "p4"], { type: "tag", tag: HANDED_OVER_TAG }, "rex", T0);
    await applyBulk(db(), { org: ORG, kind: "proposal" }, ["p2"], { type: "tag", tag: "campaign-x" }, "rex", T0);
    await applyBulk(db(), { org: orgKey("globex"), kind: "proposal" }, ["p2"], { type: "tag", tag: HANDED_OVER_TAG }, "rex", T0);
    // p1 still pending; p2 approved on the service's page; p3 in a report no longer listed; p4 pending in lower case.
    const walked = { reports: [report("r1", { p1: "PENDING", p2: "APPROVED" }), report("r2", { p4: "pending" })] };
    expect((await clearDecidedHandOvers(db(), ORG, walked)).sort()).toEqual(["p2", "p3"]);
    expect(await tagged()).toEqual(["p1", "p4"]);
    // Another organization's tag and another tag of the same proposal stay.
    expect(await tagged(orgKey("globex"))).toEqual(["p2"]);
    expect(await db().selectFrom("item_tags").select("item_id").where("tag", "=", "campaign-x").execute()).toEqual([{ item_id: "p2" }]);
  });

  it("clears nothing after a walk that could not read every record", async () => {
    await applyBulk(db(), { org: ORG, kind: "proposal" }, ["p9"], { type: "tag", tag: HANDED_OVER_TAG }, "rex", T0);
    expect(await clearDecidedHandOvers(db(), ORG, { reports: [], unreadable: { reports: 1, proposals: 0, requestIds: ["req-1"] } })).toEqual([]);
    expect(await tagged()).toContain("p9");
  });
});
