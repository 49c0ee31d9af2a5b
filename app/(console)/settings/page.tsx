import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Settings" };

export default function Page() {
  return <PageHeader title="Settings" description="The service user's profile and the console's users." />;
}
