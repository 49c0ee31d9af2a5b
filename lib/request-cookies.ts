import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";

const parsed = new WeakMap<Request, RequestCookies>();

/**
 * A request's cookies, parsed once however many readers a route handler has (the session, the
 * chosen organization). Next's parser skips a value that does not decode instead of throwing.
 */
export function cookiesOf(request: Request): RequestCookies {
  let cookies = parsed.get(request);
  if (!cookies) {
    cookies = new RequestCookies(request.headers);
    parsed.set(request, cookies);
  }
  return cookies;
}
