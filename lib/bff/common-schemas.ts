import { z } from "zod";

/** Read routes without filters accept only the organization selector. */
export const slugQuerySchema = z.strictObject({ slug: z.string().trim().min(1).max(100).optional() });
