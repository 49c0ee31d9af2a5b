import { describe, expect, it } from "vitest";
import { roundTripOf } from "./delay-proxy";
import { describeRoundTrips, exchangesBetween, groupRoundTrips, sequentialRoundTrips } from "./round-trips";

const x = (at: number, answeredAt: number) => ({ at, answeredAt });

describe("sequentialRoundTrips (round trips from the proxy's request log)", () => {
  it("counts none for no exchange and one for a single one", () => {
    expect(sequentialRoundTrips([])).toBe(0);
    expect(sequentialRoundTrips([x(0, 150)])).toBe(1);
  });

  it("counts exchanges in flight together as one round trip, in any order", () => {
    expect(sequentialRoundTrips([x(5, 160), x(0, 150), x(2, 151)])).toBe(1);
  });

  it("counts an exchange that starts after the others were answered as the next round trip", () => {
    // The registry, then every check in parallel.
    expect(sequentialRoundTrips([x(0, 150), x(155, 305), x(156, 306), x(157, 310)])).toBe(2);
    // A waterfall of three.
    expect(sequentialRoundTrips([x(0, 150), x(150, 300), x(301, 450)])).toBe(3);
  });

  it("chains overlaps: a call overlapping the group's last answer joins the group", () => {
    expect(sequentialRoundTrips([x(0, 150), x(100, 250), x(200, 350)])).toBe(1);
    expect(sequentialRoundTrips([x(0, 300), x(10, 20), x(100, 200), x(310, 400)])).toBe(2);
  });
});

describe("groupRoundTrips and describeRoundTrips (what each round trip asked)", () => {
  const call = (method: string, path: string, at: number, answeredAt: number) => ({ method, path, at, answeredAt });
  const log = [
    call("POST", "/api/v2/healthchecks/b", 160, 310),
    call("POST", "/api/v2/healthchecks/list", 0, 150),
    call("POST", "/api/v2/healthchecks/a?x=1", 155, 305),
  ];
  it("groups in arrival order", () => {
    expect(groupRoundTrips(log).map((g) => g.map((c) => c.path))).toEqual([
      ["/api/v2/healthchecks/list"],
      ["/api/v2/healthchecks/a?x=1", "/api/v2/healthchecks/b"],
    ]);
  });
  it("names each round trip's calls without the base path and query", () => {
    expect(describeRoundTrips(log, "/api/v2")).toBe("1: POST /healthchecks/list · 2: POST /healthchecks/a, POST /healthchecks/b");
    expect(describeRoundTrips([])).toBe("");
  });
});

describe("exchangesBetween (what a page load waited for)", () => {
  const calls = [x(90, 240), x(100, 250), x(260, 410), x(400, 550), { at: 420, answeredAt: Number.NaN }];
  it("keeps exchanges started from navigation and answered by the time the content showed", () => {
    expect(exchangesBetween(calls, 100, 450)).toEqual([x(100, 250), x(260, 410)]);
    expect(exchangesBetween(calls, 0, 1_000)).toEqual(calls.slice(0, 4));
    expect(exchangesBetween(calls, 100, 200)).toEqual([]);
  });
});

describe("roundTripOf (the delay proxy's jitter)", () => {
  it("spreads the round trip uniformly within ± the jitter, never below zero", () => {
    const delay = { roundTripMs: 150, jitterMs: 10 };
    expect(roundTripOf(delay, 0)).toBe(140);
    expect(roundTripOf(delay, 0.5)).toBe(150);
    expect(roundTripOf(delay, 0.999)).toBeCloseTo(159.98);
    expect(roundTripOf({ roundTripMs: 5, jitterMs: 10 }, 0)).toBe(0);
  });
});
