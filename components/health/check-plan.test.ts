import { describe, expect, it } from "vitest";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { registeredChecks } from "@/lib/queries/healthchecks";
import { planChecks, runnableRequests } from "./check-plan";

const withParams = HEALTHCHECK_CATALOG.find((c) => c.parameters.length > 0)!;
const param = withParams.parameters[0]!;
const checks = registeredChecks({ checks: [...HEALTHCHECK_CATALOG.map((c) => ({ id: c.id, implemented: true })), { id: "x.later", implemented: false }] });

describe("runnableRequests", () => {
  it("runs every routed check with its URL thresholds and the page's organization, skipping invalid ones and unimplemented ones", () => {
    const valid = runnableRequests(planChecks(checks, { [`${withParams.id}.${param.name}`]: "7" }), "acme");
    expect(valid).toHaveLength(HEALTHCHECK_CATALOG.length);
    expect(valid.find((r) => r.definition.id === withParams.id)?.body).toEqual({ slug: "acme", [param.name]: 7 });
    const invalid = runnableRequests(planChecks(checks, { [`${withParams.id}.${param.name}`]: "-1" }), null);
    expect(invalid.map((r) => r.definition.id)).not.toContain(withParams.id);
    expect(invalid.every((r) => !("slug" in r.body))).toBe(true);
  });
});
