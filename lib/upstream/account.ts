import "server-only";
import { type AccountSetupList, accountSetupListSchema } from "@/lib/contract/account-setup";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** `POST /user/orgs` → what each organization the key reaches is set up for. A read (the body holds only filters). */
export async function listAccountSetups(client: UpstreamClient, opts: CallOptions = {}): Promise<AccountSetupList> {
  const { data } = await client.request({ method: "POST", path: ["user", "orgs"], body: {}, idempotent: true, schema: accountSetupListSchema, ...opts });
  return data;
}
