/**
 * Test-only: an HTTP receiver on loopback that checks Standard Webhooks signatures with its own
 * HMAC computation (not the console's signer), and records what arrived.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";

export type ReceivedWebhook = { path: string; id: string | null; timestamp: string | null; signatureValid: boolean; body: unknown; raw: string };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** Decides the status of each request (default 200); `hang` leaves it unanswered. */
  respond: (request: ReceivedWebhook) => number | "hang";
  close(): Promise<void>;
};

export function verifyStandardWebhook(secret: string, id: string, timestamp: string, body: string, signatureHeader: string): boolean {
  const expected = createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest();
  return signatureHeader.split(" ").some((part) => {
    const [version, value] = part.split(",");
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startWebhookReceiver(secret: () => string | null): Promise<WebhookReceiver> {
  const hanging: http.ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    respond: () => 200,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const id = req.headers["webhook-id"] as string | undefined;
      const timestamp = req.headers["webhook-timestamp"] as string | undefined;
      const signature = req.headers["webhook-signature"] as string | undefined;
      const key = secret();
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {}
      const entry: ReceivedWebhook = {
        path: req.url ?? "/",
        id: id ?? null,
        timestamp: timestamp ?? null,
        signatureValid: Boolean(key && id && timestamp && signature && verifyStandardWebhook(key, id, timestamp, raw, signature)),
        body,
        raw,
      };
      receiver.received.push(entry);
      const status = receiver.respond(entry);
      if (status === "hang") {
        hanging.push(res);
        return;
      }
      res.writeHead(status, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  receiver.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;
  return receiver;
}
