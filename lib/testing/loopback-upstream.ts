import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

export type LoopbackUpstream = {
  /** v2 base address, e.g. http://127.0.0.1:PORT/api/v2 */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/**
 * A real HTTP server on loopback in front of a Fetch handler (the embedded service, or a
 * fault-injecting one), recording every request it receives.
 */
export async function startLoopbackUpstream(handler: (request: Request) => Promise<Response> | Response): Promise<LoopbackUpstream> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    requests.push({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers, body });
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    try {
      const response = await handler(
        new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: body === "" ? undefined : body }),
      );
      res.statusCode = response.status;
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v2`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
