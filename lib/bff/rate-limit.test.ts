import { describe, expect, it } from "vitest";
import { RateLimiter, SignInThrottle } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows the limit per window, then answers how long to wait", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take("s1").allowed)).toEqual([true, true, true]);
    expect(limiter.take("s1")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take("s2").allowed).toBe(true);
    now = 45_500;
    expect(limiter.take("s1")).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(limiter.take("s1").allowed).toBe(true);
  });
});

describe("SignInThrottle", () => {
  it("lets five failures through, then backs off exponentially per username and per address", () => {
    let now = 0;
    const throttle = new SignInThrottle(5, 15 * 60_000, () => now);
    const keys = ["user:alice", "ip:10.0.0.1"];
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterSeconds(keys)).toBe(0);
      throttle.fail(keys);
    }
    expect(throttle.retryAfterSeconds(keys)).toBe(1);
    throttle.fail(keys);
    expect(throttle.retryAfterSeconds(keys)).toBe(2);
    throttle.fail(keys);
    expect(throttle.retryAfterSeconds(["ip:10.0.0.1"])).toBe(4);
    expect(throttle.retryAfterSeconds(["user:bob", "ip:10.0.0.2"])).toBe(0);
    now = 4_000;
    expect(throttle.retryAfterSeconds(keys)).toBe(0);
    for (let i = 0; i < 30; i++) throttle.fail(["user:alice"]);
    expect(throttle.retryAfterSeconds(["user:alice"])).toBe(900);
    throttle.succeed(["user:alice"]);
    expect(throttle.retryAfterSeconds(["user:alice"])).toBe(0);
  });
});
