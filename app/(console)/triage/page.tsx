import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { TriageClient } from "./client";

export const metadata: Metadata = { title: "Triage" };

export default async function Page() {
  const principal = await readPrincipal();
  // The layout already sent anyone else away; a viewer sees the queue read-only.
  const role = principal?.kind === "user" ? principal.role : "viewer";
  return (
    <>
      <PageHeader title="Triage" description="Proposals waiting on the organization's review, the most urgent first." />
      <TriageClient canReview={can(role, "review")} role={role} />
    </>
  );
}
