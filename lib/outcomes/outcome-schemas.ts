import { z } from "zod";
import { checkDate, WINDOW_DAYS } from "./outcome-window";

const day = z.string().refine((v) => checkDate(v) !== null, "Expected a date, YYYY-MM-DD");

/**
 * GET /api/outcomes: `window` (7, 30 or 90 days, ending today) or a custom `from`–`to` range
 * (UTC days, both included); `brand` narrows the operations that take one; `slug` the organization.
 */
export const outcomesQuerySchema = z
  .strictObject({
    slug: z.string().trim().min(1).max(100).optional(),
    window: z.enum(WINDOW_DAYS.map(String) as ["7", "30", "90"]).optional(),
    from: day.optional(),
    to: day.optional(),
    brand: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, "Expected a brand id")
      .optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { message: "A custom range needs both from and to", path: ["to"] })
  .refine((q) => !(q.window && q.from), { message: "Either a window or a custom range, not both", path: ["window"] });
