import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { digestsApi } from "@/lib/api-routes/digests";
import { consoleKey } from "./api-key";

/** The console's own weekly digests (each names its organizations): not keyed by the organization chosen in the shell. */
export const digestKeys = { all: () => consoleKey(digestsApi) };

export const digestsOptions = () =>
  queryOptions({ queryKey: digestKeys.all(), queryFn: ({ signal }) => callApi(digestsApi, {}, { signal }), staleTime: 10_000, refetchInterval: 30_000 });
