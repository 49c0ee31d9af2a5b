import type { ApiRoute, Method, RouteInput, RouteOutput } from "./define";
import { ApiClientError, NETWORK_FAILURE_MESSAGE, readApiError } from "./errors";

/** Sends one call and answers its parsed JSON; tests put a stand-in in its place. */
export type Transport = (method: Method, url: string, body: unknown, signal?: AbortSignal) => Promise<unknown>;

export type CallOptions = { signal?: AbortSignal; transport?: Transport };

/**
 * Calls one declared /api route from the browser: its path with the input's params, its query as
 * search parameters (arrays repeated, empty values left out, in the input's order), its body as
 * JSON. Answers what the route declares, or throws an `ApiClientError` (`readApiError`).
 */
export async function callApi<R extends ApiRoute>(route: R, input: RouteInput<R>, options: CallOptions = {}): Promise<RouteOutput<R>> {
  const parts: { params?: unknown; query?: unknown; body?: unknown } = input;
  const answer = await (options.transport ?? send)(route.method, routeUrl(route, parts.params, parts.query), parts.body, options.signal);
  // The one place an answer gets its type: serve() (lib/bff/serve.ts) made the route handler
  // return exactly RouteOutput<R> for this declaration, so the JSON is that value, serialized.
  return answer as RouteOutput<R>;
}

/** The browser's transport: same-origin fetch, never cached; a refusal is read by `readApiError`. */
export const send: Transport = async (method, url, body, signal) => {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiClientError(0, "NETWORK", NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) throw await readApiError(response);
  return response.status === 204 ? undefined : await response.json().catch(() => null);
};

/** The address of a call: `[name]` segments filled from params (encoded), then the query. */
export function routeUrl(route: Pick<ApiRoute, "path">, params?: unknown, query?: unknown): string {
  const path = route.path.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(fieldOf(params, name) ?? "")));
  const search = searchOf(query);
  return search ? `${path}?${search}` : path;
}

function searchOf(query: unknown): string {
  if (query === undefined || query === null || typeof query !== "object") return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === "") continue;
      search.append(name, String(one));
    }
  }
  return search.toString();
}

function fieldOf(record: unknown, name: string): unknown {
  return record !== null && typeof record === "object" && name in record ? Reflect.get(record, name) : undefined;
}
