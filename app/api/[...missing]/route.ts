// GET|POST|PUT|PATCH|DELETE /api/* — any path no route answers: 404 in the one error shape, never the console's HTML page
import { z } from "zod";
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";

/**
 * Declared like a reading route (`read`, no wall access), so that a caller who may not use a
 * route cannot tell a missing one from a real one: signed out, every /api path answers 401; a wall
 * screen, 403 off its routes; only a signed-in reader learns that a path does not exist.
 */
const missing = route({
  permission: "read",
  // Whatever the query says, the answer is the same 404 (not a 400 for parameters this path "takes").
  query: z.looseObject({}),
  call: async () => {
    throw new ApiError(404, "NOT_FOUND", "No API route answers this path");
  },
});

export const GET = missing;
export const POST = missing;
export const PUT = missing;
export const PATCH = missing;
export const DELETE = missing;
