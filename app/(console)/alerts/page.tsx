import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { loadAlertsOverview } from "@/lib/alerts/views";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { alertKeys } from "@/lib/queries/alerts";
import { AlertsClient } from "./client";
import { loadAlertsSearchParams } from "./search-params";

export const metadata: Metadata = { title: "Alerts" };

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await readPrincipal();
  const isAdmin = principal?.kind === "user" && can(principal.role, "admin");
  const canReview = principal?.kind === "user" && can(principal.role, "review");
  await loadAlertsSearchParams(searchParams);
  const queryClient = new QueryClient();
  await queryClient
    .prefetchQuery({
      queryKey: alertKeys.overview(),
      queryFn: () =>
        loadAlertsOverview(getEnv().ALERTS_EVALUATE_MS, {
          channelSettings: isAdmin,
          userId: principal?.kind === "user" ? principal.userId : null,
        }),
    })
    .catch(() => undefined);
  return (
    <>
      <PageHeader
        title="Alerts"
        description="Rules over the queues, the healthchecks and the service, evaluated every minute; who gets told, and what was sent."
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Suspense fallback={<p className="text-sm">Loading alerts…</p>}>
          <AlertsClient isAdmin={isAdmin} canReview={canReview} />
        </Suspense>
      </HydrationBoundary>
    </>
  );
}
