import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Queues" };

export default function Page() {
  return <PageHeader title="Queues" description="Review and takedown queue snapshot." />;
}
