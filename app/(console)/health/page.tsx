import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { planChecks, runnableRequests } from "@/components/health/check-plan";
import { JobsSection } from "@/components/health/jobs-section";
import { PageHeader } from "@/components/ui/page-header";
import { loadJobStatuses, STALE_AFTER_INTERVALS } from "@/lib/jobs/job-status";
import { prefetchHealthchecks } from "@/lib/prefetch/health-prefetch";
import { prefetchServiceContract } from "@/lib/prefetch/service-contract-prefetch";
import { HealthClient } from "./client";
import { loadHealthSearchParams } from "./search-params";

export const metadata: Metadata = { title: "Health" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The registry and then every check on the server, in parallel, streamed in under the header: the
 * cards arrive graded instead of after two or three waves of browser requests. The page reads its
 * URL as the browser does, so the checks and bodies (and so the query keys) are the same.
 */
async function HealthWithChecks({ searchParams }: { searchParams: SearchParams }) {
  const params = await loadHealthSearchParams(searchParams);
  const slug = params.slug ?? null;
  const queryClient = new QueryClient();
  await prefetchServiceContract(queryClient);
  await prefetchHealthchecks(queryClient, slug, (checks) => runnableRequests(planChecks(checks, params as Record<string, string | null>), slug));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <HealthClient />
    </HydrationBoundary>
  );
}

/** The console's own jobs, read from its store when the page is served. */
async function Jobs() {
  const jobs = await loadJobStatuses().catch(() => []);
  return <JobsSection jobs={jobs} staleAfter={STALE_AFTER_INTERVALS} />;
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageHeader title="Health" description="Every healthcheck of the service, run in parallel, graded against its thresholds." />
      <Suspense fallback={<p className="text-sm">Loading…</p>}>
        <HealthWithChecks searchParams={searchParams} />
      </Suspense>
      <Suspense fallback={null}>
        <div className="mt-8">
          <Jobs />
        </div>
      </Suspense>
    </>
  );
}
