/** A brand's slug as `report/create` takes it (`assets[].brandSlug`): its name in lower case, words joined by hyphens. */
export const brandSlugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
