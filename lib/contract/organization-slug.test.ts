import { describe, expect, it } from "vitest";
import { readOrganizationSlug } from "./organization-slug";

describe("organization slug", () => {
  it("lower-cases and trims: the key's own slug typed in capitals is the key's own slug", () => {
    expect(readOrganizationSlug(" ACME ")).toEqual({ ok: true, slug: "acme" });
    expect(readOrganizationSlug("Acme-Security")).toEqual({ ok: true, slug: "acme-security" });
  });

  it("refuses what is no slug, saying what is wrong", () => {
    expect(readOrganizationSlug("bad slug!")).toEqual({
      ok: false,
      message: "An organization slug is letters, digits and hyphens (like acme-security); this one has a space and “!”.",
    });
    expect(readOrganizationSlug("-x")).toMatchObject({ ok: false, message: expect.stringContaining("starts with a letter or a digit") });
    expect(readOrganizationSlug("x".repeat(101))).toMatchObject({ ok: false });
    expect(readOrganizationSlug("  ")).toMatchObject({ ok: false, message: "Enter an organization slug" });
  });
});
