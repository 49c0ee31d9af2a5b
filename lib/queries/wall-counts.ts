import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { wallCountsApi } from "@/lib/api-routes/wall";
import { apiKey } from "./api-key";

/** The console's own figures on the wall, read as often as the wall reads the service's. */
export const wallCountsQuery = (org: string, refreshMs: number) =>
  queryOptions({
    queryKey: apiKey(org, wallCountsApi, {}),
    queryFn: ({ signal }) => callApi(wallCountsApi, {}, { signal }),
    refetchInterval: refreshMs,
  });
