import { z } from "zod";

/** Body of POST /reports/search: a batched lookup of reports by asset content. */
export const reportSearchBodySchema = z.strictObject({
  assetContents: z
    .array(z.string().trim().min(1, "asset content must not be empty").max(2048), {
      error: "assetContents is required",
    })
    .min(1, "assetContents must list at least one asset")
    .max(100, "assetContents lists at most 100 assets"),
  slug: z.string().min(1).max(100).optional(),
});

export type ReportSearchBody = z.output<typeof reportSearchBodySchema>;
