import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";
import { embeddedAttachmentPng } from "./embedded-image";
import { type FetchImageOptions, fetchImage, ImageFetchError, type Resolve } from "./fetch-image";

const PNG = embeddedAttachmentPng({ report: 1, attachment: 2 });
const seen: http.IncomingHttpHeaders[] = [];
let server: http.Server;
let port = 0;

/** Names the test resolver knows: only `public.test` reaches the local server. */
const NAMES: Record<string, string[]> = {
  "public.test": ["127.0.0.1"],
  "private.test": ["192.168.1.20"],
  "metadata.test": ["169.254.169.254"],
  "mixed.test": ["127.0.0.1", "10.0.0.7"],
  "loop6.test": ["::1"],
  "mapped.test": ["::ffff:127.0.0.1"],
};
const resolve: Resolve = async (host) => {
  const addresses = NAMES[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};
// The test server listens on loopback, so exactly that one address is let through; every other rule is the real one.
const options: FetchImageOptions = { resolve, isAllowedAddress: (a) => a === "127.0.0.1" || isPublicAddress(a), timeoutMs: 2_000, maxBytes: 64 * 1024 };
const at = (path: string, host = "public.test") => `http://${host}:${port}${path}`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    const path = req.url ?? "/";
    if (path === "/ok.png") return res.writeHead(200, { "Content-Type": "image/png", "Set-Cookie": "a=b" }).end(PNG);
    if (path === "/ok-jpg-label.png") return res.writeHead(200, { "Content-Type": "image/jpeg" }).end(PNG);
    if (path === "/image.svg")
      return res.writeHead(200, { "Content-Type": "image/svg+xml" }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    if (path === "/page.html") return res.writeHead(200, { "Content-Type": "text/html" }).end("<html></html>");
    if (path === "/lying.png") return res.writeHead(200, { "Content-Type": "image/png" }).end("<html><script>alert(1)</script></html>");
    if (path === "/declared-huge.png") return res.writeHead(200, { "Content-Type": "image/png", "Content-Length": String(10 * 1024 * 1024) }).write(PNG);
    if (path === "/streamed-huge.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.write(PNG);
      const block = Buffer.alloc(16 * 1024, 1);
      for (let i = 0; i < 8; i++) res.write(block);
      return res.end();
    }
    if (path === "/slow.png") return; // never answers
    if (path === "/missing.png") return res.writeHead(404).end();
    const redirect = /^\/redirect\?to=(.*)$/.exec(path);
    if (redirect) return res.writeHead(302, { Location: decodeURIComponent(redirect[1]!) }).end();
    res.writeHead(500).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
  // The server's port, and the usual two so that the address rules below are what refuses.
  options.allowedPorts = [port, 80, 443];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

async function failure(url: string, extra: FetchImageOptions = {}): Promise<ImageFetchError> {
  const error = await fetchImage(url, { ...options, ...extra }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageFetchError);
  return error as ImageFetchError;
}

describe("fetchImage", () => {
  it("fetches a PNG from a public name, pinned to the address it checked, with no cookie, credential or referrer", async () => {
    seen.length = 0;
    const image = await fetchImage(at("/ok.png"), options);
    expect(image.type).toBe("image/png");
    expect(image.body.equals(PNG)).toBe(true);
    // `public.test` exists only in the test resolver: the connection used the address checked here.
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0]!).filter((h) => ["cookie", "authorization", "referer", "x-api-key"].includes(h))).toEqual([]);
    expect(seen[0]!.host).toBe(`public.test:${port}`);
  });

  it("follows a redirect on an allowed host, and serves the type the bytes show", async () => {
    const image = await fetchImage(at(`/redirect?to=${encodeURIComponent("/ok-jpg-label.png")}`), options);
    expect(image.type).toBe("image/png");
  });

  it.each([
    ["a name DNS answers with a private address", () => at("/ok.png", "private.test")],
    ["a name DNS answers with the cloud metadata address", () => at("/ok.png", "metadata.test")],
    ["a name with one public and one private answer", () => at("/ok.png", "mixed.test")],
    ["a name answering IPv6 loopback", () => at("/ok.png", "loop6.test")],
    ["a name answering IPv4-mapped loopback", () => at("/ok.png", "mapped.test")],
    ["a literal loopback address", () => `http://127.0.0.2:${port}/ok.png`],
    ["a literal IPv6 loopback address", () => `http://[::1]:${port}/ok.png`],
    ["a literal private address", () => "http://10.1.2.3/ok.png"],
    ["a redirect to a private address", () => at(`/redirect?to=${encodeURIComponent("http://10.0.0.1/ok.png")}`)],
    ["a redirect to the metadata address", () => at(`/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data")}`)],
    ["a redirect to a name that resolves privately", () => at(`/redirect?to=${encodeURIComponent(`http://private.test:${port}/ok.png`)}`)],
    ["a redirect to another scheme", () => at(`/redirect?to=${encodeURIComponent("file:///etc/passwd")}`)],
    ["a file: address", () => "file:///etc/passwd"],
    ["an address with credentials", () => `http://user:pass@public.test:${port}/ok.png`],
  ])("refuses %s without reaching it", async (_label, url) => {
    seen.length = 0;
    const error = await failure(url());
    expect(error.reason).toBe("refused");
    // Nothing but the first (allowed) hop of a redirect reached the server.
    expect(seen.length).toBeLessThanOrEqual(1);
  });

  it("connects to the allowed ports only (80 and 443 unless configured), on the first hop and after a redirect", async () => {
    seen.length = 0;
    const defaults = await failure(at("/ok.png"), { allowedPorts: undefined });
    expect(defaults.reason).toBe("refused");
    expect(defaults.message).toBe(`Images are fetched from ports 80, 443 only, not ${port}`);
    expect((await failure(at("/ok.png"), { allowedPorts: [80, 443, 8443] })).reason).toBe("refused");
    expect((await failure("http://10.1.2.3/ok.png")).message).toBe("The image's host is a private, local or reserved address");
    expect((await failure(`http://8.8.8.8:22/ok.png`)).reason).toBe("refused");
    expect(seen).toHaveLength(0);
    const redirected = await failure(at(`/redirect?to=${encodeURIComponent("http://public.test:8080/ok.png")}`));
    expect(redirected.reason).toBe("refused");
    expect(seen).toHaveLength(1);
    // A scheme's own port, written or not, is that port.
    expect((await failure("http://public.test:80/ok.png", { allowedPorts: [port] })).message).toBe(`Images are fetched from ports ${port} only, not 80`);
    expect((await failure("https://public.test/ok.png", { allowedPorts: [port] })).message).toBe(`Images are fetched from ports ${port} only, not 443`);
  });

  it("stops after three redirects", async () => {
    let url = at("/ok.png");
    for (let i = 0; i < 4; i++) url = at(`/redirect?to=${encodeURIComponent(url)}`);
    expect((await failure(url)).reason).toBe("redirects");
    let three = at("/ok.png");
    for (let i = 0; i < 3; i++) three = at(`/redirect?to=${encodeURIComponent(three)}`);
    expect((await fetchImage(three, options)).type).toBe("image/png");
  });

  it("refuses SVG, HTML, and bytes that are not the image their type says", async () => {
    expect((await failure(at("/image.svg"))).reason).toBe("not-an-image");
    expect((await failure(at("/page.html"))).reason).toBe("not-an-image");
    expect((await failure(at("/lying.png"))).reason).toBe("not-an-image");
  });

  it("refuses an image over the cap, whether declared or counted while streaming", async () => {
    expect((await failure(at("/declared-huge.png"))).reason).toBe("too-large");
    expect((await failure(at("/streamed-huge.png"))).reason).toBe("too-large");
  });

  it("gives up at the deadline", async () => {
    expect((await failure(at("/slow.png"), { timeoutMs: 200 })).reason).toBe("timeout");
  });

  it("reports a host that answers an error, or a name that does not resolve", async () => {
    expect((await failure(at("/missing.png"))).reason).toBe("status");
    expect((await failure(at("/ok.png", "nowhere.test"))).reason).toBe("unreachable");
  });
});
