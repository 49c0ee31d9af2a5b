import { z } from "zod";
import { GROUP_NAME_REQUIRED, groupNameLength, groupNameSchema } from "@/lib/contract/asset-group-request";

export const MAX_GROUP_NAME = 255;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/** Characters as a person counts them: "👍🏽" or "é" (e + accent) is one. */
export function countGraphemes(text: string): number {
  if (!segmenter) return [...text].length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/**
 * The counter under a name field. It counts what a person sees and, where the service counts
 * more (emoji with a skin tone, combined accents), says so, so the counter and the service's
 * refusal never disagree without a word. What the service counts: lib/contract/asset-group-request.ts.
 */
export function groupNameCount(name: string): string {
  const seen = countGraphemes(name);
  const counted = groupNameLength(name);
  const base = `${seen} / ${MAX_GROUP_NAME} characters`;
  return counted === seen ? base : `${base}; the service may count ${counted} (emoji and accents can count as two or more)`;
}

/**
 * A group name as the forms check it: as the user sees it (1–255 characters), then with the
 * route's own schema (lib/contract/asset-group-request.ts), which counts as the service does, so
 * nothing is sent that the service would refuse.
 */
export const groupNameFieldSchema = z
  .string()
  .superRefine((name, ctx) => {
    const characters = countGraphemes(name);
    if (characters === 0) ctx.addIssue({ code: "custom", message: "Enter a name" });
    else if (name.trim() === "") ctx.addIssue({ code: "custom", message: GROUP_NAME_REQUIRED });
    else if (characters > MAX_GROUP_NAME)
      ctx.addIssue({ code: "custom", message: `A name has at most ${MAX_GROUP_NAME} characters (this one has ${characters})` });
  })
  // Fits as seen but not as the service counts (combined emoji, accents): the service's own words.
  .pipe(groupNameSchema);

/** The create and rename forms: the name trimmed, then checked as above. */
export const groupNameFormSchema = z.object({ name: z.string().trim().pipe(groupNameFieldSchema) });

/** Why a group name cannot be sent, or null when it can. */
export function groupNameProblem(name: string): string | null {
  const result = groupNameFieldSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? GROUP_NAME_REQUIRED);
}

/** Section 4.7 rule 3: the 409 always names the name that was tried (case-sensitive, so as typed). */
export function conflictMessage(name: string): string {
  return `A group named "${name}" already exists`;
}
