import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TEST_ORIGIN } from "@/lib/testing/route-harness";
import { route } from "./handler";
import { PEER_TLS_HEADER } from "./peer-address";
import { MAX_BODY_BYTES } from "./read-input";

let calls = 0;
const POST = route({
  permission: "public",
  body: z.strictObject({ name: z.string() }),
  call: async () => {
    calls++;
    return { ok: true };
  },
});

/** A body that counts how much of it was read: 1 MB pieces, `pieces` of them. */
function countedBody(pieces: number) {
  const piece = new Uint8Array(1024 * 1024).fill(0x20);
  const read = { bytes: 0, cancelled: false };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === pieces) return controller.close();
      sent++;
      read.bytes += piece.byteLength;
      controller.enqueue(piece);
    },
    cancel() {
      read.cancelled = true;
    },
  });
  return { stream, read };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`${TEST_ORIGIN}/api/test-body`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  const body = await response.json();
  expect(body.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", requestId: expect.any(String) });
  expect(Object.keys(body)).toEqual(["error"]);
}

describe("request bodies over the cap", () => {
  it("are refused by their declared Content-Length before a byte is read", async () => {
    const { stream, read } = countedBody(40);
    const response = await POST(post(stream, { "Content-Length": String(40 * 1024 * 1024) }));
    await expectTooLarge(response);
    expect(read.bytes).toBeLessThanOrEqual(1024 * 1024); // at most what the stream had queued
    expect(calls).toBe(0);
  });

  it("are counted while streaming and cancelled at the cap when no length is declared", async () => {
    const { stream, read } = countedBody(40);
    const response = await POST(post(stream));
    await expectTooLarge(response);
    expect(read.cancelled).toBe(true);
    expect(read.bytes).toBeLessThan(4 * 1024 * 1024);
    expect(calls).toBe(0);
  });

  it("still accepts a body at the cap", async () => {
    const name = "x".repeat(MAX_BODY_BYTES - '{"name":""}'.length);
    const response = await POST(post(JSON.stringify({ name })));
    expect(response.status).toBe(200);
    expect(calls).toBe(1);
  });
});

describe("answers reached over HTTPS", () => {
  it("carry Strict-Transport-Security; plain HTTP ones do not, whatever scheme the URL claims", async () => {
    const over = (tls: boolean) =>
      new Request("https://console.example/api/test-body", {
        method: "POST",
        // The TLS mark is stamped at the socket (lib/bff/peer-address.ts); Next builds the URL's scheme from X-Forwarded-Proto.
        headers: { Origin: "https://console.example", "Content-Type": "application/json", ...(tls ? { [PEER_TLS_HEADER]: "1" } : {}) },
        body: "{}",
      });
    expect((await POST(over(true))).headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect((await POST(over(false))).headers.get("Strict-Transport-Security")).toBeNull();
    expect((await POST(post("{}"))).headers.get("Strict-Transport-Security")).toBeNull();
  });
});
