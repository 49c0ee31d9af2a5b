import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Unblock" };

export default function Page() {
  return <PageHeader title="Unblock" description="Unblock an own asset, or open a dispute for another." />;
}
