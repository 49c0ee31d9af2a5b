// Test helper: a real HTTP server on 127.0.0.1 standing in for the v2 service.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type SeenRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

export type Responder = (request: SeenRequest, response: ServerResponse) => unknown;

export type FakeUpstream = {
  /** Base address, ending in /api/v2. */
  baseUrl: string;
  origin: string;
  requests: SeenRequest[];
  /** Replaces how the server answers (default: 200 `{}`). */
  respond(responder: Responder): void;
  close(): Promise<void>;
};

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: SeenRequest[] = [];
  let responder: Responder = (_req, res) => sendJson(res, 200, {});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const seen: SeenRequest = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(seen);
      Promise.resolve(responder(seen, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/api/v2`,
    origin,
    requests,
    respond: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
