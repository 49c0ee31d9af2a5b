import { describe, expect, it } from "vitest";
import { parseServerTiming, ServerTiming } from "./server-timing";

describe("ServerTiming", () => {
  it("measures phases back to back and a total that covers them", async () => {
    const timing = new ServerTiming();
    await new Promise((r) => setTimeout(r, 5));
    timing.mark("session");
    timing.mark("call");
    const parsed = parseServerTiming(timing.header());
    expect(Object.keys(parsed)).toEqual(["session", "call", "total"]);
    expect(parsed.session).toBeGreaterThanOrEqual(4);
    expect(parsed.total).toBeGreaterThanOrEqual(parsed.session! + parsed.call! - 0.01);
  });

  it("reads other servers' headers, skipping entries without a duration", () => {
    expect(parseServerTiming('db;dur=53.2, cache;desc="Cache Read";dur=23, miss, bad;dur=x')).toEqual({ db: 53.2, cache: 23 });
    expect(parseServerTiming(null)).toEqual({});
  });
});
