import "server-only";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestOrigins(req: Request): Set<string> {
  const url = new URL(req.url);
  const origins = new Set([url.origin]);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = req.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

const JSON_TYPE = /^application\/json(\s*;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded(\s*;|$)/i;
/** An uploaded file's type: not one a cross-site form can send, so it too needs a CORS preflight. */
const UPLOAD_TYPE = /^application\/octet-stream(\s*;|$)/i;

/**
 * A state-changing call must come from this origin's own pages (Origin or Sec-Fetch-Site)
 * and carry JSON, which a cross-site form cannot send without a CORS preflight. A route that
 * takes HTML form posts (sign-in, which works without JavaScript) also accepts a urlencoded
 * body, still only from this origin.
 */
export function checkCsrf(req: Request, options: { acceptsForm?: boolean; acceptsUpload?: boolean } = {}): ApiError | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  const sameOrigin = origin ? requestOrigins(req).has(origin) : fetchSite === "same-origin";
  if (!sameOrigin) return new ApiError(403, "CSRF_REJECTED", "Cross-site request refused");
  const contentType = req.headers.get("content-type");
  const length = req.headers.get("content-length");
  const declaresBody = contentType !== null || (length !== null && length !== "0") || req.headers.has("transfer-encoding");
  const accepted =
    JSON_TYPE.test(contentType ?? "") ||
    (options.acceptsForm === true && isFormPost(req)) ||
    (options.acceptsUpload === true && UPLOAD_TYPE.test(contentType ?? ""));
  if (declaresBody && !accepted) {
    return new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");
  }
  return null;
}

/** An HTML form's POST (urlencoded), answered with a redirect instead of JSON. */
export function isFormPost(req: Request): boolean {
  return req.method === "POST" && FORM_TYPE.test(req.headers.get("content-type") ?? "");
}
