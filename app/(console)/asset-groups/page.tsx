import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { pageWriteRefusal } from "@/lib/service-connection/key-powers-page";
import { AssetGroupsClient } from "./client";

export const metadata: Metadata = { title: "Asset groups" };

export default async function Page() {
  const principal = await readPrincipal();
  const canEdit = principal?.kind === "user" && can(principal.role, "admin");
  return (
    <>
      <PageHeader title="Asset groups" description="Named groups of the organization's assets, with how many assets each holds." />
      <AssetGroupsClient canEdit={canEdit} writeRefusal={await pageWriteRefusal()} />
    </>
  );
}
