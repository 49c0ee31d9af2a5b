import { z } from "zod";

/** Read routes without filters accept only the organization selector. */
/** A body that must be empty: a read the service asks for as a POST. */
export const emptyBodySchema = z.strictObject({});

export const slugQuerySchema = z.strictObject({ slug: z.string().trim().min(1).max(100).optional() });
