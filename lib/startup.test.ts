import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigurationError } from "./env";
import { refuseToStart } from "./startup";

afterEach(() => vi.restoreAllMocks());

describe("refuseToStart", () => {
  it("says why in one sentence on stderr and ends the process with 1 (a server left running would answer every request 500)", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exited");
    }) as never);
    expect(() => refuseToStart(new ConfigurationError("Invalid configuration:\n  SESSION_SECRET is required when UPSTREAM_URL is set"))).toThrow("exited");
    expect(exit).toHaveBeenCalledWith(1);
    expect(written.join("")).toBe("The console cannot start. Invalid configuration:\n  SESSION_SECRET is required when UPSTREAM_URL is set\n");
  });
});
