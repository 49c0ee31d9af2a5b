import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/ui/role-required";
import { listActivity } from "@/lib/activity/activity";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { ACTIVITY_PAGE_SIZE, activityKeys, toActivityFilters } from "@/lib/queries/activity";
import { ActivityClient } from "./client";
import { loadActivitySearchParams } from "./search-params";

export const metadata: Metadata = { title: "Activity" };

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await readPrincipal();
  const header = <PageHeader title="Activity" description="Who did what through the console: every change and sign-in, newest first." />;
  if (principal?.kind !== "user" || !can(principal.role, "admin")) {
    return (
      <>
        {header}
        <RoleRequired needs="admin" what="read the activity log" />
      </>
    );
  }

  // The first page comes with the HTML; later pages load as the list scrolls.
  const filters = toActivityFilters(await loadActivitySearchParams(searchParams));
  const queryClient = new QueryClient();
  await queryClient
    .prefetchInfiniteQuery({
      queryKey: activityKeys.list(filters),
      queryFn: () =>
        listActivity({
          user: filters.user ?? undefined,
          action: filters.action ?? undefined,
          outcome: filters.outcome ?? undefined,
          from: filters.from ?? undefined,
          to: filters.to ?? undefined,
          limit: ACTIVITY_PAGE_SIZE,
        }),
      initialPageParam: null as string | null,
    })
    .catch(() => undefined); // the client shows the error and a retry

  return (
    <>
      {header}
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Suspense fallback={<p className="text-sm">Loading activity…</p>}>
          <ActivityClient />
        </Suspense>
      </HydrationBoundary>
    </>
  );
}
