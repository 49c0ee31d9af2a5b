/**
 * Test-only: a second console instance, run as a child process on the same store as the test's
 * (DATABASE_URL, or DATA_DIR's SQLite file) and the same upstream, serving the triage routes over
 * loopback HTTP (held-review-routes.test.ts beside it: concurrent holds across two instances).
 * It prints its port on the first line of stdout.
 *   DATABASE_URL=… UPSTREAM_URL=… SESSION_SECRET=… tsx --conditions=react-server app/api/triage/second-instance-child.ts
 */
import "server-only";
import http from "node:http";
import { GET as queue } from "./queue/route";
import { POST as hold, GET as reviews } from "./reviews/route";

const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  "POST /api/triage/reviews": hold,
  "GET /api/triage/reviews": reviews,
  "GET /api/triage/queue": queue,
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    const url = new URL(req.url ?? "/", "http://localhost:3000");
    const route = ROUTES[`${req.method} ${url.pathname}`];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    try {
      const response = await route(new Request(url, { method: req.method, headers, body }));
      res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
      res.end(await response.text());
    } catch (error) {
      res.writeHead(599).end(error instanceof Error ? error.stack : String(error));
    }
  });
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
});
