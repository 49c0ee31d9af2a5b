import { expect, test } from "./fixtures/auth";

type ErrorBody = { error: { code: string; message: string; requestId: string } };

// Through the real router: an unknown /api path reaches app/api/[...missing], not the console's HTML 404 page.
test("an unknown /api path answers the one JSON error shape: 401 signed out (as every route does), 404 signed in", async ({ page, signInAs, baseURL }) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const unknown = ["/api/does-not-exist", "/api/organization/reports/1/nothing-here?x=1"];
  const calls = (path: string) => [page.request.get(path), page.request.post(path, { headers: origin, data: {} })];

  const signedOut = [...(await Promise.all(unknown.flatMap(calls))), await page.request.get("/api/organization/reports?limit=1")];
  for (const response of signedOut) {
    expect(response.status(), response.url()).toBe(401);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(((await response.json()) as ErrorBody).error.code).toBe("UNAUTHORIZED");
  }

  await signInAs("viewer");
  for (const response of await Promise.all(unknown.flatMap(calls))) {
    expect(response.status(), response.url()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.requestId).toMatch(/\S/);
    expect(response.headers()["x-request-id"]).toBe(body.error.requestId);
  }
});
