/** What a failed /api call tells the page: the console's one error shape, never an upstream body. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { message: string; path?: (string | number)[] }[] = [],
    readonly requestId?: string,
    readonly retryAfter?: string,
  ) {
    super(message);
  }
}

type ApiFetchInit = { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal };

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiClientError(0, "NETWORK", "The console could not be reached. Check your connection.");
  }
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const err = body?.error;
    throw new ApiClientError(
      response.status,
      typeof err?.code === "string" ? err.code : "HTTP_ERROR",
      typeof err?.message === "string" ? err.message : `Request failed (${response.status})`,
      Array.isArray(err?.issues) ? err.issues : [],
      typeof err?.requestId === "string" ? err.requestId : undefined,
      response.headers.get("Retry-After") ?? undefined,
    );
  }
  return body as T;
}
