import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Activity" };

export default function Page() {
  return <PageHeader title="Activity" description="Who did what through the console." />;
}
