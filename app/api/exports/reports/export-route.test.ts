import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { apiRequest, startRouteTestEnv } from "@/lib/testing/route-harness";
import { GET } from "./route";

/** Each request names its caller (`x-test-user`): the caps count per user. */
const PEOPLE: Record<string, Principal> = {
  ann: { kind: "user", userId: 2, username: "ann", role: "viewer" },
  bob: { kind: "user", userId: 3, username: "bob", role: "viewer" },
  cat: { kind: "user", userId: 4, username: "cat", role: "viewer" },
};
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async (request: Request) => PEOPLE[request.headers.get("x-test-user") ?? ""] ?? null }));

const exportAs = (user: string) => {
  const request = apiRequest("GET", "/api/exports/reports");
  request.headers.set("x-test-user", user);
  return GET(request);
};

describe("GET /api/exports/reports, running at once", () => {
  it("refuses a user's export past EXPORTS_PER_USER and anyone's past EXPORTS_PER_INSTANCE, with words and Retry-After, until one ends", async () => {
    const env = await startRouteTestEnv({ EXPORTS_PER_USER: "1", EXPORTS_PER_INSTANCE: "2" });
    try {
      // An export runs while its body is read: the first page is sent, the rest waits for the reader.
      const annFirst = await exportAs("ann");
      expect(annFirst.status).toBe(200);
      const annAgain = await exportAs("ann");
      expect(annAgain.status).toBe(429);
      expect(annAgain.headers.get("Retry-After")).toBe("10");
      expect((await annAgain.json()).error).toEqual({
        code: "TOO_MANY_EXPORTS",
        message: "You have 1 export running already; wait for one to finish, then export again",
        requestId: expect.any(String),
      });
      const bobs = await exportAs("bob");
      expect(bobs.status).toBe(200);
      const cats = await exportAs("cat");
      expect(cats.status).toBe(429);
      expect((await cats.json()).error.message).toBe("The console is running as many exports as it allows (2); try again in a minute");
      // Read to its end, ann's export gives its place back; a cancelled one does too.
      expect((await annFirst.text()).split("\r\n").length).toBeGreaterThan(60);
      const annSecond = await exportAs("ann");
      expect(annSecond.status).toBe(200);
      expect((await exportAs("cat")).status).toBe(429); // ann's and bob's run
      await bobs.body!.cancel();
      const catsAgain = await exportAs("cat");
      expect(catsAgain.status).toBe(200);
      await Promise.all([annSecond.body!.cancel(), catsAgain.body!.cancel()]);
    } finally {
      await env.dispose();
    }
  });
});
