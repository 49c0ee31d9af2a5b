import { describe, expect, it } from "vitest";
import { userFixture } from "./response-fixtures";
import { currentUserResponseSchema, userResponseSchema, userSchema } from "./user";

describe("userSchema", () => {
  it("accepts a user with an unknown role, a string id, a null avatar and extra fields", () => {
    const user = userSchema.parse({ ...userFixture(), id: "8", role: "AUDITOR", avatarUrl: null, locale: "fr" });
    expect(user).toMatchObject({ id: "8", role: "AUDITOR", avatarUrl: null, locale: "fr" });
  });

  it.each(Object.keys(userFixture()))("fails without %s", (field) => {
    const value = userFixture();
    delete value[field];
    expect(userSchema.safeParse(value).success).toBe(false);
  });

  it.each(["linkMonitoring", "socialMediaScanning", "historyScanning"])("fails when protectionConfig misses %s", (field) => {
    const value = userFixture();
    const config = { ...(value.protectionConfig as Record<string, unknown>) };
    delete config[field];
    expect(userSchema.safeParse({ ...value, protectionConfig: config }).success).toBe(false);
  });
});

describe("user responses", () => {
  it("reads { user } of the update", () => {
    expect(userResponseSchema.parse({ user: userFixture() }).user.email).toBe("ada@example.com");
    expect(userResponseSchema.safeParse({}).success).toBe(false);
  });

  it("reads /user/me with and without organizations", () => {
    const withOrgs = currentUserResponseSchema.parse({ user: userFixture(), organizations: [{ slug: "acme", name: "Acme" }] });
    expect(withOrgs.organizations).toEqual([{ slug: "acme", name: "Acme" }]);
    expect(currentUserResponseSchema.parse({ user: userFixture() }).organizations).toBeUndefined();
    expect(currentUserResponseSchema.safeParse({ user: userFixture(), organizations: [{ slug: "acme" }] }).success).toBe(false);
  });
});
