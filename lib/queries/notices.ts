import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { noticesApi } from "@/lib/api-routes/notices";
import { consoleKey } from "./api-key";

/** The signed-in user's own notices, from every organization: invalidated when a review is answered or marked seen. */
export const noticeKeys = { all: consoleKey(noticesApi) };

/** Read again every minute, and at once on a review's answer (components/live/live-invalidation.ts). */
export function noticesQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.all,
    queryFn: ({ signal }) => callApi(noticesApi, {}, { signal }),
    refetchInterval: 60_000,
  });
}
