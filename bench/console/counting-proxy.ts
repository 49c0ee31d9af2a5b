// A loopback HTTP proxy in front of the standalone service that records every request it
// forwards (method, path, body, time): the upstream calls the console really made.
import http from "node:http";
import type net from "node:net";

export type SeenCall = { method: string; path: string; body: string; at: number };

export type CountingProxy = {
  /** Base address to give the console as UPSTREAM_URL (same path as the target's). */
  baseUrl: string;
  calls: SeenCall[];
  close(): Promise<void>;
};

/** Forwards to `targetBase` (e.g. http://127.0.0.1:4010/api/v2); listens on a free loopback port. */
export async function startCountingProxy(targetBase: string): Promise<CountingProxy> {
  const target = new URL(targetBase);
  const calls: SeenCall[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      calls.push({ method: req.method ?? "GET", path: req.url ?? "/", body: body.toString("utf8"), at: Date.now() });
      const headers = { ...req.headers, host: target.host };
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        res.writeHead(502).end();
      });
      upstream.end(body);
    });
  });
  const sockets = new Set<net.Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${target.pathname}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
