import { z } from "zod";

/** A tag: lower-case letters, digits, `-`, `_`, `:` and `.`, as typed in a filter (`tag=campaign-x`). */
export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._:-]{0,39}$/, "A tag is 1 to 40 lower-case letters, digits, and - _ : . (starting with a letter or digit)");
