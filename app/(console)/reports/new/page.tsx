import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/ui/role-required";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { pageWriteRefusal } from "@/lib/service-connection/key-powers-page";
import { ReportThreatClient } from "./client";

export const metadata: Metadata = { title: "Report a threat" };

export default async function Page() {
  const principal = await readPrincipal();
  const allowed = principal?.kind === "user" && can(principal.role, "review");
  return (
    <>
      <PageHeader
        title="Report a threat"
        description="Paste what you found, see what the service already knows, and file the rest as a report to the service."
      />
      {allowed ? (
        <Suspense fallback={null}>
          <ReportThreatClient writeRefusal={await pageWriteRefusal()} />
        </Suspense>
      ) : (
        <RoleRequired needs="reviewer or admin" what="file reports with the service" />
      )}
    </>
  );
}
