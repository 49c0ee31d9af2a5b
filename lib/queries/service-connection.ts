import { queryOptions } from "@tanstack/react-query";
import type { ServiceConnectionView } from "@/lib/service-connection/view";
import { apiFetch } from "./api-fetch";

export type { ServiceConnectionView } from "@/lib/service-connection/view";

/** Not under an organization: the console's one connection to the service, whichever organization it acts on. */
export const serviceConnectionKeys = {
  all: ["service-connection"] as const,
  view: () => [...serviceConnectionKeys.all, "view"] as const,
};

/** Polled while /settings is open: a failed check is made again server-side after 30 s. */
export const SERVICE_CONNECTION_REFRESH_MS = 30_000;

export const serviceConnectionQuery = (refreshMs = SERVICE_CONNECTION_REFRESH_MS) =>
  queryOptions({
    queryKey: serviceConnectionKeys.view(),
    queryFn: ({ signal }) => apiFetch<ServiceConnectionView>("/api/service-connection", { signal }),
    refetchInterval: refreshMs,
  });
