import { callApi } from "@/lib/api/client";
import { unblockApi } from "@/lib/api-routes/asset";
import type { UnblockResult } from "@/lib/contract/unblock";

/** POST /api/asset/unblock: never retried (a second call could open a second dispute elsewhere). */
export function unblockAsset(input: { content: string; reason: string }): Promise<UnblockResult> {
  return callApi(unblockApi, { body: input });
}
