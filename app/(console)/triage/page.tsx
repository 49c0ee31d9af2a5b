import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Triage" };

export default function Page() {
  return <PageHeader title="Triage" description="Proposals waiting on the organization's review." />;
}
