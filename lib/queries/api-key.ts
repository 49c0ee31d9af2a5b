import type { ApiRoute } from "@/lib/api/define";
import { orgKey } from "./org-key";

/**
 * The query key of a declared route under the organization: `['org', slug, ...route.key]`, then
 * the input that tells one answer from another, when there is one. A mutation invalidates
 * `apiPrefix(org, route)`, which every key of that route starts with, so the two cannot drift.
 */
export function apiKey<I>(org: string, route: Pick<ApiRoute, "key">, input?: I) {
  return input === undefined ? apiPrefix(org, route) : ([...apiPrefix(org, route), input] as const);
}

export function apiPrefix(org: string, route: Pick<ApiRoute, "key">) {
  return [...orgKey(org), ...route.key] as const;
}

/** The same for the console's own data, which does not depend on the organization (lib/queries/query-keys.test.ts). */
export function consoleKey<I>(route: Pick<ApiRoute, "key">, input?: I) {
  return input === undefined ? [...route.key] : [...route.key, input];
}
