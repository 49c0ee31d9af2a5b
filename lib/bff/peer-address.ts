import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { peekSingleton, setSingleton } from "@/lib/singleton";

/** The connection's own address, stamped on every request by the HTTP server (never the client's word). */
export const PEER_HEADER = "x-rampart-peer";
/** "1" when the connection itself is TLS (a console serving HTTPS directly), never the client's word. */
export const PEER_TLS_HEADER = "x-rampart-peer-tls";
/** `X-Forwarded-For` exactly as it arrived (Next fills the header in itself when it is absent). */
export const FORWARDED_FOR_HEADER = "x-rampart-forwarded-for";

type RequestStart = { request: IncomingMessage; socket: Socket };

/**
 * Route handlers see a fetch Request, which carries no socket, and Next keeps a client's own
 * `X-Forwarded-For` instead of the socket's address. Node announces every request on the
 * `http.server.request.start` diagnostics channel before any handler runs; the peer address and
 * the forwarded chain as sent are written into the request's headers there, replacing whatever a
 * client put under those names. Installed once at startup (lib/startup.ts).
 */
export function stampPeerAddresses(): void {
  if (peekSingleton("peer-stamp")) return;
  setSingleton("peer-stamp", true);
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as RequestStart;
    const headers = request.headers;
    const forwarded = headers["x-forwarded-for"];
    headers[PEER_HEADER] = socket.remoteAddress ?? "";
    if ((socket as Socket & { encrypted?: boolean }).encrypted) headers[PEER_TLS_HEADER] = "1";
    else delete headers[PEER_TLS_HEADER];
    if (forwarded === undefined) delete headers[FORWARDED_FOR_HEADER];
    else headers[FORWARDED_FOR_HEADER] = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
  });
}
