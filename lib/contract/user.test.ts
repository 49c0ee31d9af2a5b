import { describe, expect, it } from "vitest";
import { userFixture } from "./response-fixtures";
import { collectTolerated } from "./tolerated";
import { currentUserResponseSchema, userResponseSchema, userSchema } from "./user";

describe("userSchema", () => {
  it("accepts a user with an unknown role, a string id, a null avatar and extra fields", () => {
    const user = userSchema.parse({ ...userFixture(), id: "8", role: "AUDITOR", avatarUrl: null, locale: "fr" });
    expect(user).toMatchObject({ id: "8", role: "AUDITOR", avatarUrl: null, locale: "fr" });
  });

  it.each(Object.keys(userFixture()).filter((f) => f !== "protectionConfig"))("reads a user without %s, that field alone unknown and noted", (field) => {
    const value = userFixture();
    delete value[field];
    const { result, notes } = collectTolerated(() => userSchema.parse(value));
    expect(result[field]).toBeNull();
    expect(result.notSent).toEqual([field]);
    expect(result.protectionConfig.linkMonitoring).toBe(true);
    expect(notes).toEqual([expect.objectContaining({ kind: "field-missing", path: `user.${field}` })]);
  });

  it("reads a user without protectionConfig as every switch unknown", () => {
    const value = userFixture();
    delete value.protectionConfig;
    const user = userSchema.parse(value);
    expect(user.protectionConfig).toEqual({
      linkMonitoring: null,
      socialMediaScanning: null,
      historyScanning: null,
      notSent: ["linkMonitoring", "socialMediaScanning", "historyScanning"],
    });
    expect(user.notSent).toEqual(["protectionConfig"]);
  });

  it.each(["linkMonitoring", "socialMediaScanning", "historyScanning"])("reads a protectionConfig without %s, that switch alone unknown", (field) => {
    const value = userFixture();
    const config = { ...(value.protectionConfig as Record<string, unknown>) };
    delete config[field];
    const user = userSchema.parse({ ...value, protectionConfig: config });
    expect(user.protectionConfig[field]).toBeNull();
    expect(user.protectionConfig.notSent).toEqual([field]);
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
  });

  it("keeps an organization without a name (unknown) and leaves out and counts one without a slug", () => {
    const { result, notes } = collectTolerated(() =>
      currentUserResponseSchema.parse({ user: userFixture(), organizations: [{ slug: "acme" }, { name: "No slug" }] }),
    );
    expect(result.organizations).toEqual([{ slug: "acme", name: null, notSent: ["name"] }]);
    expect(result.unreadableOrganizations).toBe(1);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "record-dropped", path: "organizations[]" }));
  });

  it("is an error only without the user object", () => {
    expect(currentUserResponseSchema.safeParse({ organizations: [] }).success).toBe(false);
    expect(currentUserResponseSchema.safeParse({ user: {} }).success).toBe(true);
  });
});
