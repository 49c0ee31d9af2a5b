import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/ui/role-required";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { UnblockClient } from "./client";

export const metadata: Metadata = { title: "Unblock" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const principal = await readPrincipal();
  // `?asset=` prefills the asset (a report's "Unblock or dispute this asset" link); nothing is sent until confirmed.
  const asset = (await searchParams).asset;
  const initialContent = typeof asset === "string" ? asset.slice(0, 2048) : "";
  const allowed = principal?.kind === "user" && can(principal.role, "admin");
  return (
    <>
      <PageHeader title="Unblock" description="Lift a block on one of the organization's assets, or dispute a block on anyone else's." />
      {allowed ? <UnblockClient initialContent={initialContent} /> : <RoleRequired needs="admin" what="unblock assets or open disputes" />}
    </>
  );
}
