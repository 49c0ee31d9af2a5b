import { send } from "@/lib/api/client";

export { ApiClientError } from "@/lib/api/errors";

type ApiFetchInit = { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal };

/** @deprecated Call a declared route with `callApi` (lib/api/client.ts); this untyped path goes when its last caller does. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return (await send(init.method ?? "GET", path, init.body, init.signal)) as T;
}
