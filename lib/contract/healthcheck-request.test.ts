import { describe, expect, it } from "vitest";
import { HEALTHCHECKS, oldProposalsBodySchema, staleInProgressBodySchema } from "./healthcheck-request";
import { snapshotBodySchema } from "./snapshot-request";

describe("healthcheck request bodies", () => {
  it("apply the documented defaults of sections 4.2 and 4.3", () => {
    expect(staleInProgressBodySchema.parse({})).toEqual({ staleThresholdHours: 168, warnThreshold: 1, failThreshold: 5 });
    expect(oldProposalsBodySchema.parse({ slug: "acme" })).toEqual({ slug: "acme", warnAgeHours: 168, failAgeHours: 336 });
  });

  it("every registered check parses an empty body to its listed parameter defaults", () => {
    expect(HEALTHCHECKS).toHaveLength(10);
    for (const check of HEALTHCHECKS) {
      const defaults = Object.fromEntries(check.parameters.map((p) => [p.name, p.default]));
      expect(check.bodySchema.parse({})).toEqual(defaults);
      expect(check.bodySchema.safeParse({ unknownKey: 1 }).success).toBe(false);
      for (const p of check.parameters) {
        for (const bad of [0, -1, Number.POSITIVE_INFINITY, Number.NaN, "1", null, 1e300]) {
          expect(check.bodySchema.safeParse({ [p.name]: bad }).success, `${check.id} ${p.name}=${bad}`).toBe(false);
        }
      }
    }
  });

  it("rejects a fail threshold below its warn threshold, including against a default", () => {
    expect(staleInProgressBodySchema.safeParse({ warnThreshold: 2, failThreshold: 2 }).success).toBe(true);
    const bad = staleInProgressBodySchema.safeParse({ warnThreshold: 3, failThreshold: 2 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["failThreshold"]);
    expect(staleInProgressBodySchema.safeParse({ warnThreshold: 6 }).success).toBe(false);
    expect(oldProposalsBodySchema.safeParse({ failAgeHours: 100 }).success).toBe(false);
  });
});

describe("snapshot request body", () => {
  it("defaults all to false and windowHours to 168, and is strict", () => {
    expect(snapshotBodySchema.parse({})).toEqual({ all: false, windowHours: 168 });
    expect(snapshotBodySchema.parse({ slug: "globex", all: true, windowHours: 12.5 })).toEqual({
      slug: "globex",
      all: true,
      windowHours: 12.5,
    });
    for (const bad of [{ all: "false" }, { windowHours: 0 }, { windowHours: Number.POSITIVE_INFINITY }, { x: 1 }, { slug: "" }]) {
      expect(snapshotBodySchema.safeParse(bad).success).toBe(false);
    }
  });
});
