import { expect, test } from "@playwright/test";

// The one thing only the real router proves: an unknown /api path reaches app/api/[...missing], not the
// console's HTML 404 page. What that route answers (404 signed in, the request id, every method) is
// proven in lib/bff/route-matrix.test.ts and lib/bff/request-guards.test.ts.
test("an unknown /api path answers the JSON error shape, not the HTML 404 page", async ({ request, baseURL }) => {
  const origin = { Origin: new URL(baseURL!).origin };
  for (const response of [
    await request.get("/api/does-not-exist"),
    await request.post("/api/organization/reports/1/nothing-here?x=1", { headers: origin, data: {} }),
  ]) {
    expect(response.status(), response.url()).toBe(401);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect((await response.json()).error.code).toBe("UNAUTHORIZED");
  }
});
