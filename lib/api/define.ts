import type { z } from "zod";

/** Any zod schema, classic or mini (the report-list filters are written with zod/mini). */
export type Schema = z.core.$ZodType;

/** The schemas of a route's input, by where each part travels. */
export type RouteSchemas = { params?: Schema; query?: Schema; body?: Schema };

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * One /api route as both ends know it: method, path (Next's `[name]` segments), where its query
 * key lives, and, as types only, its input schemas and its answer. The route handler serves it
 * with `serve()` (lib/bff/serve.ts), which parses with those very schemas and must return that
 * answer; the browser calls it with `callApi()` (lib/api/client.ts). Declarations import schemas
 * and answers with `import type`, so the browser ships no zod for them.
 */
export type ApiRoute<S extends RouteSchemas = RouteSchemas, O = unknown> = {
  readonly method: Method;
  readonly path: string;
  /** The query key's segments after the organization prefix (lib/api/client.ts `apiKey`). */
  readonly key: readonly string[];
  /** Types only, never set: what the route takes and answers. */
  readonly types?: { schemas: S; output: O };
};

/** `declareRoute<{ body: typeof schema }, Answer>()({ method, path, key })`. */
export function declareRoute<S extends RouteSchemas = Record<never, never>, O = void>() {
  return (route: { method: Method; path: string; key: readonly string[] }): ApiRoute<S, O> => route;
}

type Types<R> = R extends ApiRoute<infer S, infer O> ? { schemas: S; output: O } : never;

/** What the route answers. */
export type RouteOutput<R> = Types<R>["output"];
export type RouteSchemasOf<R> = Types<R>["schemas"];

/** The schema of one part of a route's input, or `undefined` when the route takes none there. */
export type PartSchema<S, K extends keyof RouteSchemas> = S extends { [P in K]: infer X extends Schema } ? X : undefined;

/** What the browser sends: each part's schema input (before defaults and transforms). */
export type RouteInput<R> = {
  [K in keyof RouteSchemasOf<R> & keyof RouteSchemas]: RouteSchemasOf<R>[K] extends Schema ? z.input<RouteSchemasOf<R>[K]> : never;
};
