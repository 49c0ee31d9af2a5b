import { z } from "zod";
import { SLUG } from "@/lib/contract/organization-slug";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";
import { MAX_STATE_LENGTH, SAVED_VIEW_PAGES, stateProblems } from "./view-state";

/** The bodies and queries of the saved-view routes (app/api/saved-views). */

const page = z.enum(SAVED_VIEW_PAGES, "page is `reports`, `triage`, `takedowns` or `assets`");
const slug = z.string().regex(SLUG, "Not an organization slug").optional();
const name = z.string().trim().min(1, "Name is required").max(80, "Name is at most 80 characters").refine(noControlCharacters, `Name ${CONTROL_MESSAGE}`);
const state = z.string().max(MAX_STATE_LENGTH, `A view's filters are at most ${MAX_STATE_LENGTH} characters`);

/** A view's state is checked as the page's address is: a filter or value the page would not take is refused. */
const checkedState = <T extends { page: (typeof SAVED_VIEW_PAGES)[number]; state?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.state === undefined) return;
  for (const problem of stateProblems(value.page, value.state)) ctx.addIssue({ code: "custom", path: ["state"], message: `${problem.key}: ${problem.reason}` });
};

/** GET /api/saved-views */
export const savedViewsQuerySchema = z.strictObject({ page, slug });

/** POST /api/saved-views */
export const newSavedViewBodySchema = z.strictObject({ page, slug, name, shared: z.boolean().default(false), state }).superRefine(checkedState);

/** PATCH /api/saved-views/:viewId: rename, store the current filters, or share (at least one). */
export const savedViewChangeBodySchema = z
  .strictObject({ page, name: name.optional(), state: state.optional(), shared: z.boolean().optional() })
  .superRefine(checkedState)
  .refine((b) => b.name !== undefined || b.state !== undefined || b.shared !== undefined, "Nothing to change");

/** POST /api/saved-views/:viewId/pin: make it the team's default of its page, or stop. */
export const savedViewPinBodySchema = z.strictObject({ pinned: z.boolean() });

/** POST /api/saved-views/default: the caller's own default of a page, or none (the team's then applies). */
export const myDefaultViewBodySchema = z.strictObject({
  page,
  slug,
  viewId: z
    .string()
    .regex(/^view_[A-Za-z0-9_-]{1,40}$/)
    .nullable(),
});

export const savedViewParamsSchema = z.strictObject({ viewId: z.string().regex(/^view_[A-Za-z0-9_-]{1,40}$/, "Not a saved view id") });
