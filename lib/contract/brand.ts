import { z } from "zod";
import { responseIdSchema } from "./response-id";

export const KNOWN_BRAND_TYPES = ["ORGANIZATION", "INDIVIDUAL"] as const;

/** A brand (the service's documentation): only id and name are relied on; the rest is optional and shown when present. */
export const brandSchema = z.looseObject({
  id: responseIdSchema,
  name: z.string(),
  type: z.string().nullish(),
  terms: z.array(z.string()).nullish(),
  tickers: z.array(z.string()).nullish(),
  avatarUrl: z.string().nullish(),
  websiteUrl: z.string().nullish(),
});

/**
 * GET /organization/brands: all brands, no pagination. The wrapping is not fixed by the spec, so
 * both `{ brands: [...] }` and a bare array are accepted, normalized to `{ brands }`.
 */
export const brandListSchema = z
  .union([z.looseObject({ brands: z.array(brandSchema) }), z.array(brandSchema)])
  .transform((raw) => ({ brands: Array.isArray(raw) ? raw : raw.brands }));

export type Brand = z.output<typeof brandSchema>;
export type BrandList = z.output<typeof brandListSchema>;
