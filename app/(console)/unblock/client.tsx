"use client";

import { UnblockFlow } from "@/components/unblock/unblock-flow";

export function UnblockClient() {
  return <UnblockFlow />;
}
