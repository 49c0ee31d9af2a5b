import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { HealthClient } from "./client";

export const metadata: Metadata = { title: "Health" };

export default function Page() {
  return (
    <>
      <PageHeader title="Health" description="Every healthcheck of the service, run in parallel, graded against its thresholds." />
      <Suspense fallback={<p className="text-sm">Loading…</p>}>
        <HealthClient />
      </Suspense>
    </>
  );
}
