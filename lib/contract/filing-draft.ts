import { z } from "zod";
import { ATTACHMENTS_PER_REPORT, DRAFT_ROWS_MAX, DRAFT_TEXT_MAX } from "@/lib/contract/filing-limits";
import { KNOWN_STATES } from "./filing-console";

const reportRef = z.strictObject({ id: z.union([z.number().int(), z.string().min(1).max(200)]), status: z.string().max(40).nullable() });

export const filingDraftSchema = z.strictObject({
  text: z.string().max(DRAFT_TEXT_MAX),
  rows: z
    .array(
      z.strictObject({
        content: z.string().max(2048),
        type: z.string().max(60).nullable(),
        state: z.enum(KNOWN_STATES).nullable(),
        reports: z.array(reportRef).max(5),
        file: z.boolean(),
      }),
    )
    .max(DRAFT_ROWS_MAX),
  title: z.string().max(200),
  description: z.string().max(10_000),
  brand: z.string().max(100),
  /** Files already stored by the service (their addresses go into the report). */
  attachments: z
    .array(
      z.strictObject({
        url: z.string().min(1).max(2048),
        fileName: z.string().max(255),
        sizeBytes: z.number().int().nonnegative().nullable(),
        visibility: z.string().max(20).nullable(),
      }),
    )
    .max(ATTACHMENTS_PER_REPORT)
    .optional(),
});

export type FilingDraft = z.output<typeof filingDraftSchema>;

export const draftBodySchema = z.strictObject({ draft: filingDraftSchema, slug: z.string().min(1).max(100).optional() });

export type DraftAnswer = { draft: FilingDraft | null; updatedAt: string | null };
