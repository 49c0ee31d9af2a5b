import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/ui/role-required";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { pageWriteRefusal } from "@/lib/service-connection/key-powers-page";
import { UnblockClient } from "./client";

export const metadata: Metadata = { title: "Unblock" };

export default async function Page() {
  const principal = await readPrincipal();
  const allowed = principal?.kind === "user" && can(principal.role, "admin");
  return (
    <>
      <PageHeader title="Unblock" description="Lift a block on one of the organization's assets, or dispute a block on anyone else's." />
      {allowed ? (
        <Suspense fallback={null}>
          <UnblockClient writeRefusal={await pageWriteRefusal()} />
        </Suspense>
      ) : (
        <RoleRequired needs="admin" what="unblock assets or open disputes" />
      )}
    </>
  );
}
