import "server-only";
import { type TakedownListPage, takedownListSchema } from "@/lib/contract/takedown";
import type { TakedownListBody } from "@/lib/contract/takedown-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/**
 * POST /takedowns/list: one page. A read sent by POST, so it is retried once like any read; not
 * shared or reused between callers, so a page always reflects the moment it was asked for.
 */
export async function listTakedowns(client: UpstreamClient, body: TakedownListBody = {}, opts: CallOptions = {}): Promise<TakedownListPage> {
  const { data } = await client.request({
    method: "POST",
    path: ["takedowns", "list"],
    body,
    idempotent: true,
    schema: takedownListSchema,
    ...opts,
  });
  return data;
}
