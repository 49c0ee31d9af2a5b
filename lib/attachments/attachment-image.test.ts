import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isSignedImageUrl, signedImagePath } from "@/lib/attachments/signed-path";
import type { Principal } from "@/lib/auth/principal";
import { ApiError } from "@/lib/bff/errors";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv, withTempConsoleStore } from "@/lib/testing/route-harness";
import { attachmentImage } from "./attachment-image";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const savedLogger = peekSingleton<pino.Logger>("logger");

/** The process logger replaced by one that keeps its lines (warn and above). */
function captureLog(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  setSingleton("logger", pino({ level: "warn" }, sink));
  return lines;
}
const restoreLog = () => {
  setSingleton("logger", savedLogger);
};

const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };
const EMBEDDED = "https://files.embedded.invalid/attachments/12-34.png";

async function get(pathAndQuery: string) {
  const [, handler] = (await handlersOf("attachments/image"))[0]!;
  return callRoute(handler, "GET", "attachments/image", { query: pathAndQuery.slice(pathAndQuery.indexOf("?")) });
}

describe("GET /api/attachments/image on the embedded demo service", () => {
  withTempConsoleStore("attachment-image");

  it("draws a demo attachment as a PNG, with private caching and headers that keep it an image", async () => {
    session.principal = VIEWER;
    const response = await get(signedImagePath(EMBEDDED));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(response.headers.get("content-disposition")).toBe("inline");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The same ids draw the same tile.
    expect(Buffer.from(await (await get(signedImagePath(EMBEDDED))).arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("shows evidence filed in the demo (an upload to the embedded service) as it was uploaded; a file that is no image is refused", async () => {
    session.principal = VIEWER;
    const { embeddedAttachmentPng } = await import("./embedded-image");
    const { DEMO_KEYS } = await import("@/lib/embedded-service/demo-keys");
    const { EMBEDDED_BASE_URL, getEmbeddedService } = await import("@/lib/embedded-service/in-process");
    const upload = async (fileName: string, bytes: Uint8Array) => {
      const response = await getEmbeddedService().fetch(
        new Request(`${EMBEDDED_BASE_URL}/attachment/upload?fileName=${encodeURIComponent(fileName)}`, {
          method: "POST",
          headers: { "X-API-KEY": DEMO_KEYS.acme, "Content-Type": "application/octet-stream" },
          body: Buffer.from(bytes),
        }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { attachments: { url: string }[] }).attachments[0]!.url;
    };
    const png = embeddedAttachmentPng({ report: 7, attachment: 8 });
    const shown = await get(signedImagePath(await upload("phishing page.png", png)));
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await shown.arrayBuffer()).equals(png)).toBe(true);
    const text = await get(signedImagePath(await upload("headers.txt", new TextEncoder().encode("Received: from evil.example"))));
    expect(text.status).toBe(502);
    expect((await text.json()).error.code).toBe("ATTACHMENT_NOT_AN_IMAGE");
  });

  it("refuses an address the console did not sign, a signature of another address, and a signed-out caller", async () => {
    session.principal = VIEWER;
    const forged = await get(`/api/attachments/image?${new URLSearchParams({ url: "http://169.254.169.254/latest", sig: "A".repeat(32) })}`);
    expect(forged.status).toBe(403);
    const body = await forged.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.code).toBe("ATTACHMENT_NOT_SIGNED");
    expect(forged.headers.get("cache-control")).toBe("no-store");

    const other = new URLSearchParams(signedImagePath(EMBEDDED).split("?")[1]);
    other.set("url", "https://files.embedded.invalid/attachments/12-35.png");
    expect((await get(`/api/attachments/image?${other}`)).status).toBe(403);
    expect((await get(`/api/attachments/image?url=${encodeURIComponent(EMBEDDED)}`)).status).toBe(400);

    session.principal = null;
    expect((await get(signedImagePath(EMBEDDED))).status).toBe(401);
  });

  it("refuses a signed address on a private host with a clear 403 (the service named one)", async () => {
    session.principal = VIEWER;
    const response = await get(signedImagePath("http://127.0.0.1:9/x.png"));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("ATTACHMENT_REFUSED");
  });
});

describe("attachments behind a real service", () => {
  let env: RouteTestEnv;
  beforeAll(async () => {
    env = await startRouteTestEnv();
  });
  afterAll(() => env.dispose());

  it("gives the demo service's made-up addresses no shortcut: they are fetched, through the checks, like any other", async () => {
    const resolve = vi.fn(async () => [{ address: "10.0.0.1", family: 4 }]);
    const error = await attachmentImage({ url: EMBEDDED, sig: signedImagePath(EMBEDDED).split("sig=")[1]! }, { resolve }).catch((e: unknown) => e);
    expect(resolve).toHaveBeenCalledWith("files.embedded.invalid");
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });

  it("fetches from ports 80 and 443 only unless ATTACHMENT_ALLOWED_PORTS says otherwise", async () => {
    const url = "http://images.example.test:8080/x.png";
    const resolve = vi.fn(async () => [{ address: "93.184.216.34", family: 4 }]);
    const error = await attachmentImage({ url, sig: signedImagePath(url).split("sig=")[1]! }, { resolve }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "ATTACHMENT_REFUSED", message: "Images are fetched from ports 80, 443 only, not 8080" });
    expect(resolve).not.toHaveBeenCalled();
  });

  it("logs a failed attachment once at warn, and answers it from memory for a few minutes without fetching it again", async () => {
    let hits = 0;
    const host = http.createServer((_req, res) => {
      hits++;
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    const port = (host.address() as AddressInfo).port;
    const lines = captureLog();
    try {
      const url = `http://broken.example.test:${port}/gone.png?token=abc`;
      const options = { resolve: async () => [{ address: "127.0.0.1", family: 4 }], isAllowedAddress: () => true, allowedPorts: [port] };
      const failures = [];
      for (let view = 0; view < 3; view++)
        failures.push(await attachmentImage({ url, sig: signedImagePath(url).split("sig=")[1]! }, options).catch((e: unknown) => e));
      expect(hits).toBe(1);
      for (const error of failures)
        expect(error).toMatchObject({ status: 502, code: "ATTACHMENT_UNREACHABLE", message: "The image's host answered 404", logged: true });
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines).toEqual([
        expect.objectContaining({ level: 40, msg: "attachment image not served", code: "ATTACHMENT_UNREACHABLE", host: `broken.example.test:${port}` }),
      ]);
      expect(JSON.stringify(lines)).not.toContain("token=abc");
      // Another address is its own: fetched.
      const other = `http://broken.example.test:${port}/other.png`;
      await attachmentImage({ url: other, sig: signedImagePath(other).split("sig=")[1]! }, options).catch(() => undefined);
      expect(hits).toBe(2);
    } finally {
      restoreLog();
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it("signs every attachment of the reports the list answers", async () => {
    session.principal = VIEWER;
    const [, list] = (await handlersOf("organization/reports"))[0]!;
    const page = await (await callRoute(list, "GET", "organization/reports", { query: "?limit=20" })).json();
    const attachments = page.reports.flatMap((r: { attachments: { url: string; imagePath: string }[] }) => r.attachments);
    expect(attachments.length).toBeGreaterThan(0);
    for (const a of attachments) {
      const query = new URLSearchParams(a.imagePath.split("?")[1]);
      expect(a.imagePath.startsWith("/api/attachments/image?")).toBe(true);
      expect(query.get("url")).toBe(a.url);
      expect(isSignedImageUrl(a.url, query.get("sig")!)).toBe(true);
    }
  });
});
