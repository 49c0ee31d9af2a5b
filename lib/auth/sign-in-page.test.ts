import { describe, expect, it } from "vitest";
import { signInPagePath, signInPageState } from "./sign-in-page";

const stateOf = (path: string) => signInPageState(Object.fromEntries(new URL(path, "http://x").searchParams));

describe("the sign-in page's query", () => {
  it("comes back from each refusal with its message and the same next path", () => {
    expect(stateOf(signInPagePath("/queues?x=1", { status: 401 }))).toEqual({
      next: "/queues?x=1",
      problem: "credentials",
      message: "Wrong username or password.",
    });
    expect(stateOf(signInPagePath("/health", { status: 400 })).message).toBe("Enter your username and password.");
    expect(stateOf(signInPagePath(null, { status: 429, headers: { "Retry-After": "42" } }))).toEqual({
      next: "/reports",
      problem: "throttled",
      message: "Too many attempts. Try again in 42 seconds.",
    });
    expect(stateOf(signInPagePath("/reports", { status: 503 })).message).toBe("Sign-in failed. Try again.");
  });

  it("never sends the browser off the origin", () => {
    for (const next of ["https://evil.com", "//evil.com", "/\\evil.com", "/api/session"]) {
      expect(signInPagePath(next, { status: 401 })).toBe("/sign-in?next=%2Freports&problem=credentials");
      expect(signInPageState({ next }).next).toBe("/reports");
    }
  });

  it("shows the plain form for a query it does not understand", () => {
    expect(signInPageState({})).toEqual({ next: "/reports", problem: null, message: null });
    expect(signInPageState({ problem: "<script>", retry: "-5", next: ["/queues", "/x"] })).toEqual({ next: "/queues", problem: null, message: null });
    expect(signInPageState({ problem: "throttled", retry: "soon" }).message).toBe("Too many attempts. Try again in a few seconds.");
  });

  it("says a wait in words, one second singular", () => {
    expect(signInPageState({ problem: "throttled", retry: "1" }).message).toBe("Too many attempts. Try again in 1 second.");
    expect(signInPageState({ problem: "throttled", retry: "900" }).message).toBe("Too many attempts. Try again in 15 min.");
  });
});
