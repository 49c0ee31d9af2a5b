// The floor of any proxy: a bare node:http pass-through (keep-alive, no session, no validation),
// run as its own process by proxy-cost so the hop's own cost can be told from the console's.
// `tsx bench/console/bare-proxy.ts` with BARE_PORT and BARE_TARGET (http://127.0.0.1:PORT).
import http from "node:http";

const port = Number(process.env.BARE_PORT);
const target = new URL(process.env.BARE_TARGET ?? "");
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  })
  .listen(port, "127.0.0.1", () => console.log(`bare proxy on ${port} → ${target.origin}`));
