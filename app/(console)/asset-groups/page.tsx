import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Asset groups" };

export default function Page() {
  return <PageHeader title="Asset groups" description="Named groups of the organization's assets." />;
}
