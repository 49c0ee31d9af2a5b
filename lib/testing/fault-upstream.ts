import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** How the fault-injecting upstream answers the next requests. */
export type FaultMode =
  | { kind: "pass" }
  | { kind: "hang" }
  | { kind: "slow"; ms: number }
  | { kind: "html-500" }
  | { kind: "cut" }
  | { kind: "broken-json" }
  | { kind: "drop-field"; field: string }
  | { kind: "extra-fields" }
  | { kind: "status"; status: number; body: unknown; headers?: Record<string, string> };

export type FaultUpstream = {
  baseUrl: string;
  port: number;
  /** Sets the mode for every path, or for paths containing `match` only. */
  setMode(mode: FaultMode, match?: string): void;
  requests: { method: string; url: string; apiKey: string | undefined }[];
  close(): Promise<void>;
};

export const UPSTREAM_SECRET_MARKER = "UPSTREAM-INTERNAL-DETAIL-7f3a";

/**
 * A real HTTP server on loopback in front of a Fetch handler (normally the embedded service) that
 * can hang, answer slowly, answer 500 with HTML, cut the connection, send broken JSON, drop a
 * required field, add unknown fields and enum values, or answer any status (429 with Retry-After, 401…).
 */
export async function startFaultUpstream(handler: (request: Request) => Promise<Response>, port = 0): Promise<FaultUpstream> {
  const modes: { match?: string; mode: FaultMode }[] = [];
  const requests: FaultUpstream["requests"] = [];
  const sockets = new Set<Socket>();
  const modeFor = (url: string) => [...modes].reverse().find((m) => !m.match || url.includes(m.match))?.mode ?? { kind: "pass" };

  const send = (res: ServerResponse, status: number, body: string, type = "application/json", headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": type, ...headers });
    res.end(body);
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = req.url ?? "/";
    requests.push({ method: req.method ?? "GET", url, apiKey: req.headers["x-api-key"] as string | undefined });
    const mode = modeFor(url);
    if (mode.kind === "hang") return;
    if (mode.kind === "cut") return req.socket.destroy();
    if (mode.kind === "html-500") return send(res, 500, `<html><body><h1>Internal error</h1><pre>${UPSTREAM_SECRET_MARKER}</pre></body></html>`, "text/html");
    if (mode.kind === "broken-json") return send(res, 200, `{"reports": [ {"id": 1, "title": "${UPSTREAM_SECRET_MARKER}"`);
    if (mode.kind === "status") return send(res, mode.status, JSON.stringify(mode.body), "application/json", mode.headers);
    if (mode.kind === "slow") await new Promise((r) => setTimeout(r, mode.ms));

    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = Buffer.concat(chunks).toString("utf8");
    let upstream: Response;
    let text: string;
    try {
      upstream = await handler(new Request(`http://${req.headers.host}${url}`, { method: req.method, headers, body: body || undefined }));
      text = await upstream.text();
    } catch (error) {
      // As a real proxy does: the service's connection failing (a reset kept-alive socket) is a 502
      // to the console, never an error thrown into the test that started this proxy.
      return send(
        res,
        502,
        JSON.stringify({ code: "BAD_GATEWAY", message: `the service could not be reached: ${error instanceof Error ? error.message : String(error)}` }),
      );
    }
    if (upstream.ok && (mode.kind === "drop-field" || mode.kind === "extra-fields")) {
      const json = JSON.parse(text);
      text = JSON.stringify(mode.kind === "drop-field" ? dropField(json, mode.field) : addUnknowns(json));
    }
    send(res, upstream.status, text, upstream.headers.get("content-type") ?? "application/json");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${actual}/api/v2`,
    port: actual,
    requests,
    setMode(mode, match) {
      if (!match) modes.length = 0;
      modes.push({ mode, match });
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function dropField(value: unknown, field: string): unknown {
  if (Array.isArray(value)) return value.map((v) => dropField(v, field));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== field)
        .map(([k, v]) => [k, dropField(v, field)]),
    );
  }
  return value;
}

/** Adds unknown fields everywhere and swaps known enum values for unknown ones. */
function addUnknowns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(addUnknowns);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = { futureField: { nested: true } };
    for (const [k, v] of Object.entries(value)) {
      if (k === "status" && typeof v === "string") out[k] = "QUARANTINED";
      else if (k === "type" && typeof v === "string") out[k] = "HOLOGRAM";
      else if (k === "severity" && typeof v === "string") out[k] = "critical";
      else out[k] = addUnknowns(v);
    }
    return out;
  }
  return value;
}
