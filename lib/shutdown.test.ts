import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";
import { resetSingleton } from "@/lib/singleton";
import { TEST_ORIGIN } from "@/lib/testing/route-harness";
import { markShuttingDown, shuttingDown } from "./shutdown";

afterEach(() => resetSingleton("shutdown"));

const ANSWER = route({ permission: "public", call: async () => ({ ok: true }) });
const REFUSAL = route({
  permission: "public",
  call: async () => {
    throw new ApiError(409, "CONFLICT", "No");
  },
});
const get = (handler: typeof ANSWER) => handler(new Request(`${TEST_ORIGIN}/api/test-shutdown`));

describe("answers while the process shuts down", () => {
  it("keep the connection alive until SIGTERM, then ask the browser to close it after each answer, refusals too", async () => {
    expect(shuttingDown()).toBe(false);
    expect((await get(ANSWER)).headers.get("Connection")).toBeNull();
    markShuttingDown();
    expect(shuttingDown()).toBe(true);
    for (const handler of [ANSWER, REFUSAL]) expect((await get(handler)).headers.get("Connection")).toBe("close");
  });
});
