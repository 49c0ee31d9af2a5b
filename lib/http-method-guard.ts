import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Methods the console answers. Next builds a fetch `Request` for every call, and fetch refuses
 * TRACE, TRACK and CONNECT outright, so such a call failed inside Next with a 500 and a stack
 * trace before any route could answer. They, and any other method, get a 405 here first.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** Answers a request whose method the console does not serve; true when it did. */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (ALLOWED.has(req.method ?? "")) return false;
  const body = JSON.stringify({ error: { code: "METHOD_NOT_ALLOWED", message: "This method is not supported", requestId: crypto.randomUUID() } });
  res.writeHead(405, {
    Allow: ALLOWED_METHODS.join(", "),
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
  return true;
}

const installed = Symbol.for("rampart.method-guard");

/**
 * Puts the guard in front of every HTTP server of this process (Next's included, which exists
 * before instrumentation runs): a request event with another method is answered and not passed on.
 */
export function installMethodGuard(serverClass: { prototype: Server }): void {
  const proto = serverClass.prototype as Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && refuseUnsupportedMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as Server["emit"];
}
