import "server-only";
import { ApiError, badRequest } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;

async function readBodyText(request: Request): Promise<string> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", "The request body is too large");
  return text;
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
