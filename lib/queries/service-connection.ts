import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { keyPowersApi, serviceConnectionApi } from "@/lib/api-routes/service";
import { consoleKey } from "./api-key";

export type { ServiceConnectionView } from "@/lib/service-connection/view.types";

/** Not under an organization: the console's one connection to the service, whichever organization it acts on. */
export const serviceConnectionKeys = {
  all: ["service-connection"] as const,
  view: () => consoleKey(serviceConnectionApi),
};

/** Polled while /settings is open: a failed check is made again server-side after 30 s. */
export const SERVICE_CONNECTION_REFRESH_MS = 30_000;

export const serviceConnectionQuery = (refreshMs = SERVICE_CONNECTION_REFRESH_MS) =>
  queryOptions({
    queryKey: serviceConnectionKeys.view(),
    queryFn: ({ signal }) => callApi(serviceConnectionApi, {}, { signal }),
    refetchInterval: refreshMs,
  });

/** The key's powers (GET /validate), as the console last read them: not under an organization, the one key of the console. */
export const keyPowersQuery = () =>
  queryOptions({
    queryKey: consoleKey(keyPowersApi),
    queryFn: ({ signal }) => callApi(keyPowersApi, {}, { signal }),
  });
