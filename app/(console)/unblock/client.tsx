"use client";

import { UnblockFlow } from "@/components/unblock/unblock-flow";

export function UnblockClient({ initialContent }: { initialContent: string }) {
  return <UnblockFlow initialContent={initialContent} />;
}
