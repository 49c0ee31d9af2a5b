import type { Metadata } from "next";
import { LiveStatus } from "@/components/live/live-status";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { TRIAGE_QUEUE_POLL_MS } from "@/lib/queries/triage";
import { pageWriteRefusal } from "@/lib/service-connection/key-powers-page";
import { TriageClient } from "./client";

export const metadata: Metadata = { title: "Triage" };

export default async function Page() {
  const principal = await readPrincipal();
  // The layout already sent anyone else away; a viewer sees the queue read-only.
  const role = principal?.kind === "user" ? principal.role : "viewer";
  return (
    <>
      <PageHeader
        title="Triage"
        description="Proposals waiting on the organization's review, the most urgent first."
        actions={<LiveStatus pollMs={TRIAGE_QUEUE_POLL_MS} />}
      />
      <TriageClient
        canReview={can(role, "review")}
        role={role}
        me={principal?.kind === "user" ? principal.username : null}
        writeRefusal={await pageWriteRefusal()}
      />
    </>
  );
}
