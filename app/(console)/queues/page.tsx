import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { reachableOrganizations } from "@/lib/bff/organization";
import { QueuesClient } from "./client";

export const metadata: Metadata = { title: "Queues" };

/**
 * "All organizations" is staff-only (a customer key gets 403): it is offered when the key reaches
 * several organizations, the same sign of a staff key the shell's organization choice goes by.
 */
async function QueuesWithScope() {
  const organizations = await reachableOrganizations();
  return <QueuesClient canReadAll={organizations.length > 1} />;
}

export default function Page() {
  return (
    <>
      <PageHeader title="Queues" description="The review queue and the takedown queue by age, SLA, status and organization." />
      <Suspense fallback={<p className="text-sm">Loading…</p>}>
        <QueuesWithScope />
      </Suspense>
    </>
  );
}
