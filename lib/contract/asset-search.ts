import { z } from "zod";
import { opaqueIdSchema } from "./ids";
import { responseIdSchema, timestampSchema } from "./response-id";

/** Body of POST /asset/search: exactly one of `content` or `assetId`. */
export const assetSearchBodySchema = z.union([
  z.strictObject({
    content: z.string({ error: "content is required" }).trim().min(1, "content is required").max(2048, "content must be at most 2048 characters"),
    slug: z.string().min(1).max(100).optional(),
  }),
  z.strictObject({ assetId: opaqueIdSchema, slug: z.string().min(1).max(100).optional() }),
]);

export type AssetSearchBody = z.output<typeof assetSearchBodySchema>;

const nullableString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/** Tolerant answer of POST /asset/search (ids number or string, enums any string, optional parts null or absent). */
export const assetSearchResultSchema = z.looseObject({
  asset: z.looseObject({
    id: responseIdSchema,
    content: z.string(),
    type: z.string(),
    status: nullableString,
    watchStatus: nullableString,
    createdAt: timestampSchema.nullish().transform((v) => v ?? null),
    updatedAt: timestampSchema.nullish().transform((v) => v ?? null),
  }),
  reports: z
    .array(
      z.looseObject({
        id: responseIdSchema,
        title: z
          .string()
          .nullish()
          .transform((v) => v ?? ""),
        status: nullableString,
        createdAt: timestampSchema.nullish().transform((v) => v ?? null),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  takedown: z
    .looseObject({
      id: responseIdSchema,
      status: z.string(),
      createdAt: timestampSchema.nullish().transform((v) => v ?? null),
      updatedAt: timestampSchema.nullish().transform((v) => v ?? null),
      tasks: z
        .array(
          z.looseObject({
            id: responseIdSchema,
            type: nullableString,
            status: nullableString,
            takedownProvider: z
              .looseObject({ name: z.string() })
              .nullish()
              .transform((v) => v ?? null),
          }),
        )
        .nullish()
        .transform((v) => v ?? []),
    })
    .nullish()
    .transform((v) => v ?? null),
  blockedBy: z
    .array(z.looseObject({ consumer: z.string(), name: nullableString, consumedAt: timestampSchema.nullish().transform((v) => v ?? null) }))
    .nullish()
    .transform((v) => v ?? []),
});

export type AssetSearchResult = z.output<typeof assetSearchResultSchema>;
