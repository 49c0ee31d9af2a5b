// A loopback HTTP proxy in front of the standalone service that records every request it
// forwards (method, path, body, when it arrived and when its answer was sent back): the upstream
// calls the console really made. Optionally holds each exchange for a simulated network round
// trip (bench/console/delay-proxy.ts).
import http from "node:http";
import type net from "node:net";

export type SeenCall = {
  method: string;
  path: string;
  body: string;
  /** Epoch ms when the request had fully arrived. */
  at: number;
  /** Epoch ms when its answer had been fully sent back; NaN until then. */
  answeredAt: number;
};

export type CountingProxy = {
  /** Base address to give the console as UPSTREAM_URL (same path as the target's). */
  baseUrl: string;
  calls: SeenCall[];
  close(): Promise<void>;
};

export type ProxyOptions = {
  /** Milliseconds of simulated network round trip for one exchange: half before forwarding, half before answering. */
  roundTripMs?: () => number;
  /** A fixed port (the delay proxy's command line); a free loopback port when absent. */
  port?: number;
};

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Forwards to `targetBase` (e.g. http://127.0.0.1:4010/api/v2); listens on a free loopback port. */
export async function startCountingProxy(targetBase: string, options: ProxyOptions = {}): Promise<CountingProxy> {
  const target = new URL(targetBase);
  const calls: SeenCall[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const call: SeenCall = { method: req.method ?? "GET", path: req.url ?? "/", body: body.toString("utf8"), at: Date.now(), answeredAt: Number.NaN };
      calls.push(call);
      const roundTrip = options.roundTripMs?.() ?? 0;
      await wait(roundTrip / 2);
      const headers = { ...req.headers, host: target.host };
      const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
        const answerChunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => answerChunks.push(chunk));
        answer.on("end", async () => {
          await wait(roundTrip / 2);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(answerChunks), () => {
            call.answeredAt = Date.now();
          });
        });
      });
      upstream.on("error", () => {
        call.answeredAt = Date.now();
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
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
