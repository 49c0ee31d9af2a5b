import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { QueuesClient } from "./client";

export const metadata: Metadata = { title: "Queues" };

export default function Page() {
  return (
    <>
      <PageHeader title="Queues" description="The review queue and the takedown queue by age, SLA, status and organization." />
      <Suspense fallback={<p className="text-sm">Loading…</p>}>
        <QueuesClient />
      </Suspense>
    </>
  );
}
