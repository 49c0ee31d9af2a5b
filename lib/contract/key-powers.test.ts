import { describe, expect, it } from "vitest";
import { validatedKeySchema } from "./key-powers";

// GET /validate has no published example (docs/account.md): each form below is one a service could send.
describe("GET /validate, read tolerantly", () => {
  it.each([
    [
      "flat (the embedded standard dialect)",
      { valid: true, keyType: "organization", environment: "live", readOnly: true, organization: { id: 1, slug: "acme", name: "Acme" } },
      { type: "organization", environment: "live", readOnly: true, organization: { slug: "acme", name: "Acme" } },
    ],
    [
      "nested under key, string ids",
      { valid: true, key: { type: "USER", environment: "TEST", readOnly: false }, organization: null },
      { type: "user", environment: "test", readOnly: false, organization: null },
    ],
    [
      "a test flag and a list of permissions",
      { apiKey: { scope: "org", isTest: true, permissions: ["read"] } },
      { type: "organization", environment: "test", readOnly: true, organization: null },
    ],
    [
      "permissions that include writing",
      { permissions: ["read", "write"], mode: "production" },
      { type: null, environment: "live", readOnly: false, organization: null },
    ],
    ["read_only as snake case text", { read_only: "true" }, { type: null, environment: null, readOnly: true, organization: null }],
    ["nothing said but valid", { valid: true }, { type: null, environment: null, readOnly: null, organization: null }],
  ])("%s", (_name, answer, read) => {
    expect(validatedKeySchema.parse(answer)).toEqual(read);
  });

  it("an unknown word is not guessed: the power stays unknown", () => {
    expect(validatedKeySchema.parse({ keyType: "robot", environment: "staging", readOnly: 1 })).toMatchObject({
      type: null,
      environment: null,
      readOnly: null,
    });
  });

  it("valid: false, or no object at all, is no validation", () => {
    expect(validatedKeySchema.safeParse({ valid: false }).success).toBe(false);
    expect(validatedKeySchema.safeParse("ok").success).toBe(false);
  });
});
