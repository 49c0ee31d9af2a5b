"use client";

import { parseAsString, useQueryState } from "nuqs";
import { RequestsSent } from "@/components/unblock/requests-sent";
import { UnblockFlow } from "@/components/unblock/unblock-flow";

/** `?asset=<content>` (the report panel's "unblock or dispute" link) fills the asset in. */
export function UnblockClient({ writeRefusal }: { writeRefusal: string | null }) {
  const [asset] = useQueryState("asset", parseAsString);
  return (
    <div className="space-y-8">
      <UnblockFlow initialContent={asset?.slice(0, 2048) ?? ""} writeRefusal={writeRefusal} />
      <RequestsSent />
    </div>
  );
}
