/**
 * The names an asset's brand filter matches (lib/threats/asset-list.ts): each brand's name and
 * slug, whole, as sent. The store keeps them one row each (`threat_asset_brands`), so that a brand's
 * assets are read from an index rather than found by reading every asset's list of brands.
 */
export function brandKeysOf(brands: readonly { slug: string | null; name: string | null }[]): string[] {
  const keys = new Set<string>();
  for (const b of brands) {
    if (typeof b.name === "string" && b.name !== "") keys.add(b.name);
    if (typeof b.slug === "string" && b.slug !== "") keys.add(b.slug);
  }
  return [...keys];
}

/** The same from the brands column's JSON text; nothing from text that is not a list. */
export function brandKeysOfText(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed)
      ? brandKeysOf(parsed.filter((b): b is { slug: string | null; name: string | null } => typeof b === "object" && b !== null))
      : [];
  } catch {
    return [];
  }
}
