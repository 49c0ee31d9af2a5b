import "server-only";
import { readCappedBytes, readCappedText } from "@/lib/capped-text";
import { ApiError, badRequest } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;
/** No route's body nests deeper than a few levels; a hostile one is refused before it is parsed or walked. */
export const MAX_BODY_DEPTH = 32;

const tooLarge = (limit: number) => () => new ApiError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${limit} bytes`);

/** The body as text, never holding more than the cap (lib/capped-text.ts). */
function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return readCappedText(request, limit, tooLarge(limit));
}

/** An uploaded file's bytes, never holding more than the cap. */
export function readUploadBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  return readCappedBytes(request, limit, tooLarge(limit));
}

/** The body as received, unparsed (a signed delivery is verified over these exact characters). */
export function readRawBody(request: Request, limit: number): Promise<string> {
  return readBodyText(request, limit);
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === "") return {};
  if (jsonDepthExceeds(text, MAX_BODY_DEPTH)) throw badRequest(`The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`);
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

/**
 * Whether JSON text opens more than `limit` arrays or objects inside one another, read in one pass
 * over the characters (brackets inside strings do not count) without parsing or recursing: every
 * later step (the NUL check, the schemas, the audit summary) then walks a tree of bounded depth.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}
