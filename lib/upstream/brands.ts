import "server-only";
import { type BrandList, brandListSchema } from "@/lib/contract/brand";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** GET /organization/brands (no pagination), normalized to `{ brands }`. */
export async function listBrands(client: UpstreamClient, query: { slug?: string } = {}, opts: CallOptions = {}): Promise<BrandList> {
  const { data } = await client.request({
    method: "GET",
    path: ["organization", "brands"],
    query,
    idempotent: true,
    schema: brandListSchema,
    ...opts,
  });
  return data;
}
