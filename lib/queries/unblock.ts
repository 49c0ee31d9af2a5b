import type { UnblockResult } from "@/lib/contract/unblock";
import { apiFetch } from "./api-fetch";

/** POST /api/asset/unblock: never retried (a second call could open a second dispute elsewhere). */
export function unblockAsset(input: { content: string; reason: string }): Promise<UnblockResult> {
  return apiFetch<UnblockResult>("/api/asset/unblock", { method: "POST", body: input });
}
