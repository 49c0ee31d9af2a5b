import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { pageWriteRefusal } from "@/lib/service-connection/key-powers-page";
import { OwnAssetsClient } from "./client";

export const metadata: Metadata = { title: "Own assets" };

export default async function Page() {
  const principal = await readPrincipal();
  const isAdmin = principal?.kind === "user" && can(principal.role, "admin");
  const writeRefusal = await pageWriteRefusal();
  return (
    <>
      <PageHeader
        title="Own assets"
        description="The organization's own domains, handles and addresses, as the service knows them: they are never blocked by mistake, and triage warns before an approve of one."
      />
      <Suspense fallback={null}>
        <OwnAssetsClient isAdmin={isAdmin} writeRefusal={writeRefusal} />
      </Suspense>
    </>
  );
}
