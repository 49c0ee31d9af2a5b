"use client";

import { parseAsString, useQueryState } from "nuqs";
import { UnblockFlow } from "@/components/unblock/unblock-flow";

/** `?asset=<content>` (the report panel's "unblock or dispute" link) fills the asset in. */
export function UnblockClient() {
  const [asset] = useQueryState("asset", parseAsString);
  return <UnblockFlow initialContent={asset?.slice(0, 2048) ?? ""} />;
}
