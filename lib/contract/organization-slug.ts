import { z } from "zod";

/**
 * An organization selector (`slug`) as the console sends it: trimmed and lower-cased (the service
 * matches slugs exactly, and "ACME" for the key's own "acme" is refused with 403), then letters,
 * digits and hyphens only (the slugs the shell can select, lib/bff/organization.ts), 1 to 100 characters, so a typo such as "bad slug!"
 * is refused in words before anything is sent.
 */
export const ORGANIZATION_SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** A slug as the console keeps and selects it (cookie, routes, stored scopes): the one pattern, 1 to 100 characters. */
export const SLUG_PATTERN = "[a-z0-9][a-z0-9-]{0,99}";
export const SLUG = new RegExp(`^${SLUG_PATTERN}$`);

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

export const organizationSlugSchema = z
  .string({ error: "Expected an organization slug" })
  .trim()
  .toLowerCase()
  .min(1, "Enter an organization slug")
  .max(100, "An organization slug is at most 100 characters")
  .superRefine((slug, ctx) => {
    if (ORGANIZATION_SLUG.test(slug)) return;
    const bad = [...new Set([...slug].filter((c) => !/[a-z0-9-]/.test(c)))].map((c) => (c === " " ? "a space" : `“${c}”`));
    ctx.addIssue({
      code: "custom",
      message:
        bad.length > 0
          ? `An organization slug is letters, digits and hyphens (like acme-security); this one has ${bad.join(" and ")}.`
          : "An organization slug starts with a letter or a digit (like acme-security).",
    });
  });

/** The slug as sent, or why it cannot be. */
export function readOrganizationSlug(raw: string): { ok: true; slug: string } | { ok: false; message: string } {
  const parsed = organizationSlugSchema.safeParse(raw);
  return parsed.success ? { ok: true, slug: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Not an organization slug." };
}
