import { GROUP_NAME_LENGTH, GROUP_NAME_REQUIRED } from "@/lib/contract/asset-group-request";

export const MAX_GROUP_NAME = 255;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/** Characters as a person counts them: "👍🏽" or "é" (e + accent) is one. */
export function countGraphemes(text: string): number {
  if (!segmenter) return [...text].length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** The service counts Unicode code points (an emoji with a skin tone is two). */
export function countCodePoints(text: string): number {
  return [...text].length;
}

/**
 * The counter under a name field. It counts what a person sees and, where the service counts
 * more (emoji with a skin tone, combined accents), says so, so the counter and the service's
 * refusal never disagree without a word.
 */
export function groupNameCount(name: string): string {
  const seen = countGraphemes(name);
  const counted = countCodePoints(name);
  const base = `${seen} / ${MAX_GROUP_NAME} characters`;
  return counted === seen ? base : `${base}; the service counts ${counted} (some emoji and accents count as more than one)`;
}

/**
 * Why a group name cannot be sent, or null when it can. Checked as the user sees it
 * (1–255 characters) and then as the service counts, so nothing is sent that the service would refuse.
 */
export function groupNameProblem(name: string): string | null {
  const characters = countGraphemes(name);
  if (characters === 0) return "Enter a name";
  if (name.trim() === "") return GROUP_NAME_REQUIRED;
  if (characters > MAX_GROUP_NAME) return `A name has at most ${MAX_GROUP_NAME} characters (this one has ${characters})`;
  // Fits as seen but not as the service counts (combined emoji, accents): the service's own words.
  if (countCodePoints(name) > MAX_GROUP_NAME) return GROUP_NAME_LENGTH;
  return null;
}

/** Section 4.7 rule 3: the 409 always names the name that was tried (case-sensitive, so as typed). */
export function conflictMessage(name: string): string {
  return `A group named "${name}" already exists`;
}
