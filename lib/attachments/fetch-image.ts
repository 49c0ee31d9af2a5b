import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./address-policy";
import { declaredRasterType, type RasterType, sniffRasterType } from "./image-type";

export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchImageOptions = {
  /** DNS: every address a host name has (the system resolver unless a test gives its own). */
  resolve?: Resolve;
  /** Which addresses may be connected to (public unicast only, unless a test widens it). */
  isAllowedAddress?: (address: string) => boolean;
  /** Which ports may be connected to, on the first hop and every redirect (ATTACHMENT_ALLOWED_PORTS). */
  allowedPorts?: readonly number[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchedImage = { body: Buffer; type: RasterType };

export type ImageFetchFailure = "refused" | "unreachable" | "status" | "redirects" | "timeout" | "too-large" | "not-an-image";

export class ImageFetchError extends Error {
  constructor(
    readonly reason: ImageFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export const IMAGE_FETCH_DEFAULTS = { timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3, allowedPorts: [80, 443] as readonly number[] };

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches an image a report names, for the console to serve from its own origin: http(s) only, to
 * the allowed ports only (80 and 443 unless configured); the host resolved here and every address it has checked (no private, loopback, link-local,
 * unique-local, CGNAT, multicast or unspecified address, nor an IPv6 form of one); the connection
 * pinned to the checked address, so a second DNS answer cannot move it; redirects followed by hand
 * and checked the same way at every hop; one deadline for all of it; the body counted as it
 * streams and cut off at the cap; a raster type both declared and shown by the first bytes. No
 * cookie, credential or referrer is sent, and no pooled connection is reused.
 */
export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<FetchedImage> {
  const settings = { ...IMAGE_FETCH_DEFAULTS, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const ports = options.allowedPorts ?? IMAGE_FETCH_DEFAULTS.allowedPorts;
    let target = parseTarget(url, ports);
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddress(target, settings.resolve ?? systemResolve, settings.isAllowedAddress ?? isPublicAddress);
      const response = await get(target, pinned, controller.signal);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.resume();
        if (hop >= settings.maxRedirects) throw new ImageFetchError("redirects", `More than ${settings.maxRedirects} redirects`);
        const location = response.headers.location;
        if (!location) throw new ImageFetchError("status", "A redirect without a Location");
        target = parseTarget(new URL(location, target).href, ports);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new ImageFetchError("status", `The image's host answered ${response.statusCode}`);
      }
      return await readImage(response, settings.maxBytes);
    }
  } catch (error) {
    if (controller.signal.aborted) throw new ImageFetchError("timeout", `The image's host did not answer within ${settings.timeoutMs} ms`);
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError("unreachable", "The image's host could not be reached");
  } finally {
    clearTimeout(timer);
  }
}

function parseTarget(raw: string, allowedPorts: readonly number[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageFetchError("refused", "Not a web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ImageFetchError("refused", "Only http and https addresses are fetched");
  if (url.username || url.password) throw new ImageFetchError("refused", "Addresses with credentials are not fetched");
  // URL leaves out the scheme's default port.
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!allowedPorts.includes(port)) throw new ImageFetchError("refused", `Images are fetched from ports ${allowedPorts.join(", ")} only, not ${port}`);
  return url;
}

async function checkedAddress(url: URL, resolve: Resolve, isAllowed: (address: string) => boolean): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new ImageFetchError("unreachable", "The image's host name does not resolve");
    }
  }
  if (addresses.length === 0) throw new ImageFetchError("unreachable", "The image's host name does not resolve");
  // Every answer must be allowed: a name that also points inside is refused, whichever answer a connection would use.
  if (!addresses.every((a) => isAllowed(a.address))) throw new ImageFetchError("refused", "The image's host is a private, local or reserved address");
  return addresses[0]!;
}

function get(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: "GET",
      agent: false,
      lookup,
      signal,
      headers: { Accept: "image/avif,image/webp,image/png,image/jpeg,image/gif", "Accept-Encoding": "identity", "User-Agent": "Rampart-attachment-proxy" },
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

async function readImage(response: IncomingMessage, maxBytes: number): Promise<FetchedImage> {
  const declared = declaredRasterType(response.headers["content-type"] ?? null);
  if (!declared) {
    response.destroy();
    throw new ImageFetchError("not-an-image", "The attachment is not a PNG, JPEG, GIF, WebP or AVIF image");
  }
  const length = Number(response.headers["content-length"]);
  if (Number.isFinite(length) && length > maxBytes) {
    response.destroy();
    throw new ImageFetchError("too-large", "The image is larger than the console serves");
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > maxBytes) {
      response.destroy();
      throw new ImageFetchError("too-large", "The image is larger than the console serves");
    }
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const sniffed = sniffRasterType(body);
  if (!sniffed) throw new ImageFetchError("not-an-image", "The attachment's bytes are not a PNG, JPEG, GIF, WebP or AVIF image");
  return { body, type: sniffed };
}
