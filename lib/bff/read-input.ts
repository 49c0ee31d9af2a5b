import "server-only";
import { ApiError, badRequest } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES} bytes`);

/**
 * The body as text, never holding more than the cap: a declared `Content-Length` over it is
 * refused before a byte is read, and the stream is counted as it arrives (a body sent without a
 * length, or longer than it said) and cancelled at the first byte past the cap, as
 * `hono/body-limit` does.
 */
async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
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
