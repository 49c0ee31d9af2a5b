/** The organization every query key starts with when none is chosen in the shell: the key's own. */
export const DEFAULT_ORGANIZATION = "default";

/**
 * The prefix of every organization-scoped query key: `['org', slug]`. Switching organization
 * changes it, so nothing cached for one organization is ever shown, or continued (page 2), for another.
 */
export function orgKey(slug: string | null | undefined) {
  return ["org", slug ?? DEFAULT_ORGANIZATION] as const;
}
