import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { outcomesApi } from "@/lib/api-routes/outcomes";
import { apiKey } from "./api-key";

/** What the Outcomes page asks for: a window of days or a custom range, a brand, an organization. */
export type OutcomesQuery = { slug?: string; window?: "7" | "30" | "90"; from?: string; to?: string; brand?: string };

/** GET /api/outcomes: every card of a window; kept a minute (the figures move by the day). */
export const outcomesOptions = (org: string, query: OutcomesQuery) =>
  queryOptions({
    queryKey: apiKey(org, outcomesApi, query),
    queryFn: ({ signal }) => callApi(outcomesApi, { query }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
