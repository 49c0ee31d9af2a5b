import "server-only";
import { after } from "next/server";

/**
 * Runs `task` once the answer has gone out (Next's `after`), so a side effect of a read, such as
 * feeding the report index, adds nothing to the reader's wait. Outside a request (unit tests,
 * scripts), where `after` throws, it runs at once and is awaited.
 */
export async function afterAnswer(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
  } catch {
    await task();
  }
}
