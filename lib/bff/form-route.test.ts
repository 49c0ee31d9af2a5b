import { beforeEach, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { TEST_ORIGIN, withTempConsoleStore } from "@/lib/testing/route-harness";
import { ApiError } from "./errors";
import { route } from "./handler";

// A public, audited route that also takes HTML form posts (as sign-in does, but audited by the wrapper).
const POST = route({
  permission: "public",
  body: z.strictObject({ name: z.string().min(1) }),
  form: {
    fields: ["name"],
    success: (form) => `/done?from=${form.get("back") ?? ""}`,
    failure: (_form, refusal) => `/form?problem=${refusal.status}`,
  },
  audit: { action: "test.form", target: ({ body }) => body.name },
  successStatus: 204,
  call: async ({ body }) => {
    if (body.name === "taken") throw new ApiError(409, "CONFLICT", "Taken");
    return undefined;
  },
});

const formPost = (fields: Record<string, string>) =>
  new Request(`${TEST_ORIGIN}/api/test-form`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

async function lastEvent() {
  return (await listAuditEvents(await getDb(), { limit: 1 })).items[0]!;
}

withTempConsoleStore("form-route");
beforeEach(async () => {
  await (await getDb()).deleteFrom("audit_events").execute();
});

it("answers a form post with a 303 and audits the call's own outcome, not the redirect", async () => {
  const done = await POST(formPost({ name: "free", back: "list" }));
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe("/done?from=list");
  expect(await lastEvent()).toMatchObject({ action: "test.form", target: "free", outcome: "success", httpStatus: 204 });

  const refused = await POST(formPost({ name: "taken" }));
  expect(refused.status).toBe(303);
  expect(refused.headers.get("location")).toBe("/form?problem=409");
  expect(await lastEvent()).toMatchObject({ action: "test.form", target: "taken", outcome: "failure", httpStatus: 409 });
});

it("sends a form that fails the schema back to the form before anything is audited", async () => {
  const response = await POST(formPost({ name: "" }));
  expect(response.headers.get("location")).toBe("/form?problem=400");
  expect((await listAuditEvents(await getDb(), { limit: 5 })).items).toEqual([]);
});
