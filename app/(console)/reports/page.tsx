import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Reports" };

export default function Page() {
  return <PageHeader title="Reports" description="The organization's reports, with every filter of the service." />;
}
