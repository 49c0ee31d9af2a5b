import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { recordTolerance, resetToleranceForTests } from "@/lib/contract/tolerance";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";
import { GET } from "./route";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

withTempConsoleStore("service-contract");

beforeEach(() => resetToleranceForTests());

describe("GET /api/service/contract", () => {
  it("is read by every role, and answers what was tolerated per endpoint", async () => {
    recordTolerance({ endpoint: "GET /organization/reports", kind: "record-dropped", path: "reports[]", requestId: "req-9" });
    for (const role of ["viewer", "reviewer", "admin"] as const) {
      session.principal = { kind: "user", userId: 1, username: role, role };
      const res = await GET(apiRequest("GET", "/api/service/contract"));
      expect(res.status, role).toBe(200);
      const body = await res.json();
      expect(body.total).toBe(1);
      expect(body.entries[0]).toMatchObject({ endpoint: "GET /organization/reports", kind: "record-dropped", count: 1 });
      expect(body.entries[0].examples[0]).toMatchObject({ path: "reports[]", requestId: "req-9" });
    }
  });

  it("is refused signed out, in the one error shape", async () => {
    session.principal = null;
    const res = await GET(apiRequest("GET", "/api/service/contract"));
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBeTruthy();
  });
});
