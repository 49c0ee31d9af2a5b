import "server-only";
import { after } from "next/server";

/** Next's `after` throws this outside a request (node_modules/next/dist/server/after/after.js). */
const OUTSIDE_A_REQUEST = "outside a request scope";

/**
 * Runs `task` once the answer has gone out (Next's `after`), so a side effect of a read, such as
 * feeding the report index, adds nothing to the reader's wait. Outside a request (unit tests,
 * scripts), where `after` refuses, it runs at once and is awaited; any other refusal is thrown.
 */
export async function afterAnswer(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(OUTSIDE_A_REQUEST))) throw error;
    await task();
  }
}
