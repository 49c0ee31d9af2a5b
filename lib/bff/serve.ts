import "server-only";
import type { ApiRoute, PartSchema, RouteOutput, RouteSchemasOf } from "@/lib/api/define";
import { type RouteSpec, route } from "./handler";

type Parts<R> = {
  params: PartSchema<RouteSchemasOf<R>, "params">;
  query: PartSchema<RouteSchemasOf<R>, "query">;
  body: PartSchema<RouteSchemasOf<R>, "body">;
};

type Spec<R> = RouteSpec<Parts<R>["params"], Parts<R>["query"], Parts<R>["body"], RouteOutput<R> | Response>;

/** The schemas a declaration names: each one it names must be given, the very one (lib/api/define.ts). */
type SchemasOf<R> = { [K in keyof Parts<R> as Parts<R>[K] extends undefined ? never : K]: Parts<R>[K] };

/**
 * A route handler for a declared route (lib/api/define.ts): `route()` with the declaration's
 * schemas, and a `call` that must answer what the declaration says the browser receives.
 */
export function serve<R extends ApiRoute>(_route: R, spec: Omit<Spec<R>, "params" | "query" | "body"> & SchemasOf<R>) {
  return route<Parts<R>["params"], Parts<R>["query"], Parts<R>["body"], RouteOutput<R> | Response>(spec);
}
