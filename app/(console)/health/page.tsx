import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Health" };

export default function Page() {
  return <PageHeader title="Health" description="Healthchecks of the organization's operations." />;
}
