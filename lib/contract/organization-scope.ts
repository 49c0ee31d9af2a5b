/**
 * Which organization a call acts on: the service key's own (the v2 default, no `slug`) or one named
 * by its slug (staff keys). It used to travel in five encodings: `undefined` and `""` (the key's
 * own, in routes and the triage store), `null` (the shell's choice cleared), `"default"` (query
 * keys) and `"own"`/`"org:<slug>"` (alert rule scopes). Those encodings remain where they are
 * stored or sent, reached only through the conversions below; the scope is read once per request
 * (lib/bff/organization.ts) and handed to route handlers in their context (lib/bff/handler.ts).
 */
export type OrganizationScope = { readonly kind: "own" } | { readonly kind: "org"; readonly slug: string };

export const OWN_ORGANIZATION: OrganizationScope = Object.freeze({ kind: "own" });

/** From a v2 `slug` as a request, a cookie or a page carries it: none, null or empty is the key's own. */
export function scopeOfSlug(slug: string | null | undefined): OrganizationScope {
  return slug ? { kind: "org", slug } : OWN_ORGANIZATION;
}

/** To the service's `slug` selector and the console's own `?slug=`: undefined for the key's own (the v2 default). */
export function slugOf(scope: OrganizationScope): string | undefined {
  return scope.kind === "org" ? scope.slug : undefined;
}

/**
 * To the service's request selector, spread into a body or query: `{ slug }`, or no field at all
 * for the key's own (the v2 default), so the request reads as it did when the slug was left out.
 */
export function slugSelectorOf(scope: OrganizationScope): { slug?: string } {
  return scope.kind === "org" ? { slug: scope.slug } : {};
}

/** The organization segment of every query key (`['org', …]`, lib/queries/org-key.ts) for the key's own. */
export const OWN_ORGANIZATION_KEY = "default";

/** To the organization segment of query keys: the slug, or "default" for the key's own. */
export function queryKeyOf(scope: OrganizationScope): string {
  return scope.kind === "org" ? scope.slug : OWN_ORGANIZATION_KEY;
}

/** From the organization column of the console's own tables: "" is the key's own. */
export function scopeOfStorageKey(key: string): OrganizationScope {
  return scopeOfSlug(key);
}

/** To the organization column of the console's own tables (triage store, claims, held reviews): "" for the key's own. */
export function storageKeyOf(scope: OrganizationScope): string {
  return scope.kind === "org" ? scope.slug : "";
}

/** To an alert rule's stored scope (lib/alerts/rule-schema.ts `scopeSchema`): "own" or "org:<slug>" ("all" is not one organization). */
export function ruleScopeOf(scope: OrganizationScope): string {
  return scope.kind === "org" ? `org:${scope.slug}` : "own";
}

/**
 * The stored scope (queue history, alert signals) of the organizations a queue snapshot answers for,
 * as the service says them: "all", "org:<slug>", or null when the answer does not say whose it is.
 */
export function ruleScopeOfSnapshot(answered: { readonly all?: boolean | null; readonly slug: string | null }): string | null {
  if (answered.all) return "all";
  return answered.slug === null ? null : `org:${answered.slug}`;
}

/** From an alert rule's stored scope: the organization it names, or null for "all" (every organization). */
export function scopeOfRule(ruleScope: string): OrganizationScope | null {
  if (ruleScope === "all") return null;
  return ruleScope.startsWith("org:") ? scopeOfSlug(ruleScope.slice("org:".length)) : OWN_ORGANIZATION;
}
