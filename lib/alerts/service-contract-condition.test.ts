import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { recordTolerance, resetToleranceForTests } from "@/lib/contract/tolerance";
import type { Database } from "@/lib/db/schema";
import { measure } from "./measure";
import { conditionSchema, ruleInputSchema } from "./rule-schema";
import { resetContractBaselineForTests } from "./service-contract-signal";
import { EvaluationSignals } from "./signals";
import { fakeSources } from "./testing";

const condition = conditionSchema.parse({ kind: "service-contract" });
const evaluation = () => new EvaluationSignals({} as Kysely<Database>, fakeSources({ pending: 0 }).sources, new Date("2026-11-20T12:00:00Z"));
const tolerate = (kind: "field-missing" | "deprecation" = "field-missing", endpoint = "GET /organization/reports") =>
  recordTolerance({ endpoint, kind, path: kind === "deprecation" ? "Deprecation" : "reports[].title", value: kind === "deprecation" ? "true" : undefined });

describe("alert condition: the service changed its answers or deprecates an endpoint the console uses", () => {
  beforeEach(() => {
    resetToleranceForTests();
    resetContractBaselineForTests();
  });

  it("is a rule condition of its own, with nothing to set", () => {
    expect(ruleInputSchema.parse({ name: "Contract", condition: { kind: "service-contract" } }).condition).toEqual({ kind: "service-contract" });
    expect(() => conditionSchema.parse({ kind: "service-contract", threshold: 1 })).toThrow();
  });

  it("holds when the tolerated count grew since the last evaluation, and not when it stayed", async () => {
    expect((await measure(condition, "own", evaluation())).holds).toBe(false);
    tolerate();
    tolerate();
    const grew = await measure(condition, "own", evaluation());
    expect(grew).toEqual({ holds: true, value: "2 more thing(s) tolerated in the service's answers since the last evaluation" });
    const same = await measure(condition, "own", evaluation());
    expect(same.holds).toBe(false);
    expect(same.value).toMatch(/as before \(2 tolerated since start\)/);
    tolerate();
    expect((await measure(condition, "own", evaluation())).holds).toBe(true);
  });

  it("every rule of the kind in one evaluation sees the same change", async () => {
    tolerate();
    const signals = evaluation();
    const [a, b] = await Promise.all([measure(condition, "own", signals), measure(condition, "org:beta", signals)]);
    expect(a.holds).toBe(true);
    expect(b.holds).toBe(true);
  });

  it("holds while a deprecation or sunset is recorded, even without anything new", async () => {
    tolerate("deprecation", "POST /takedowns/list");
    expect((await measure(condition, "own", evaluation())).holds).toBe(true);
    const later = await measure(condition, "own", evaluation());
    expect(later).toEqual({ holds: true, value: "deprecation announced for POST /takedowns/list" });
  });
});
