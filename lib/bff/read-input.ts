import "server-only";
import { readCappedText } from "@/lib/capped-text";
import { ApiError, badRequest } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES} bytes`);

/** The body as text, never holding more than the cap (lib/capped-text.ts). */
function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return readCappedText(request, limit, tooLarge);
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
}

/** An HTML form's urlencoded fields. */
export async function readFormBody(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(request));
}
