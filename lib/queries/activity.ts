import { infiniteQueryOptions } from "@tanstack/react-query";
import type { AuditEvent } from "@/lib/api/audit-event.types";
import { callApi } from "@/lib/api/client";
import { activityListApi } from "@/lib/api-routes/activity";
import { consoleKey } from "./api-key";

/** One audit event as /api/activity returns it (the store's own type; a type-only import). */
export type ActivityEvent = AuditEvent;

export type ActivityPage = { items: ActivityEvent[]; nextCursor: string | null };

/** Absent filters are null, so the same filters always make the same key. Times are ISO strings. */
export type AuditOutcomeFilter = "success" | "failure" | "error";

export type ActivityFilters = { user: string | null; action: string | null; outcome: AuditOutcomeFilter | null; from: string | null; to: string | null };

/** The filters as the URL holds them (nuqs parsers of the activity page). */
export type ActivityFilterValues = { user: string | null; action: string | null; outcome: AuditOutcomeFilter | null; from: Date | null; to: Date | null };

/** The filters as query-key and API values. */
export function toActivityFilters(value: ActivityFilterValues): ActivityFilters {
  return {
    user: value.user,
    action: value.action,
    outcome: value.outcome,
    from: value.from?.toISOString() ?? null,
    to: value.to?.toISOString() ?? null,
  };
}

export const ACTIVITY_PAGE_SIZE = 50;

/** Not under an organization: the console's own audit log, whatever organization each action touched. */
export const activityKeys = {
  all: ["activity"] as const,
  list: (filters: ActivityFilters) => consoleKey(activityListApi, filters),
};

export function activityQueryString(filters: ActivityFilters, extra: Record<string, string | number | null> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const activityListQuery = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }): Promise<ActivityPage> =>
      callApi(
        activityListApi,
        {
          query: {
            user: filters.user ?? undefined,
            action: filters.action ?? undefined,
            outcome: filters.outcome ?? undefined,
            from: filters.from ?? undefined,
            to: filters.to ?? undefined,
            cursor: pageParam ?? undefined,
            limit: ACTIVITY_PAGE_SIZE,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The CSV download of everything the filters match (not only the pages loaded). */
export function activityExportHref(filters: ActivityFilters): string {
  return `/api/activity/export${activityQueryString(filters)}`;
}
