import "server-only";
import http from "node:http";
import https from "node:https";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { upstreamMaxBytes, upstreamTooLarge } from "./size-cap";

/**
 * `fetch(request)` for the upstream over node:http(s) with keep-alive sockets: the same Request
 * in and Response out, without undici's per-call stream machinery (measured: about 40 % less CPU
 * per call for a 36 kB JSON answer, the console's main per-request cost after the session; see
 * bench/proxy-cost). Redirects are not followed (like `redirect: "manual"`); gzip, deflate and
 * br answers are decoded, as fetch does.
 */

/** Keep-alive sockets; a server's `Keep-Alive: timeout=N` hint is honoured by node's agent. */
const AGENT_OPTIONS = { keepAlive: true, timeout: 4_000 } as const;
const agents = { "http:": new http.Agent(AGENT_OPTIONS), "https:": new https.Agent(AGENT_OPTIONS) };

const NULL_BODY_STATUSES = new Set([204, 205, 304]);
type Decoder = (buffer: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>;
const DECODERS: Record<string, Decoder> = {
  gzip: promisify(zlib.gunzip) as Decoder,
  "x-gzip": promisify(zlib.gunzip) as Decoder,
  deflate: promisify(zlib.inflate) as Decoder,
  br: promisify(zlib.brotliDecompress) as Decoder,
};

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

/** Inflates within the cap: zlib stops at `maxOutputLength`, so a small bomb never fills memory. */
async function decode(body: Buffer, encoding: string | undefined, maxBytes: number): Promise<{ body: Buffer; decoded: boolean }> {
  const name = encoding?.trim().toLowerCase();
  if (!name || name === "identity") return { body, decoded: false };
  const decoder = DECODERS[name];
  if (!decoder) throw new TypeError(`Unsupported content-encoding from the service: ${name}`);
  try {
    return { body: await decoder(body, { maxOutputLength: maxBytes }), decoded: true };
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) throw upstreamTooLarge(maxBytes);
    throw error;
  }
}

const wholeBodies = new WeakMap<Response, Buffer>();

/**
 * The whole body of a response made by `nodeHttpFetch` (already decoded and within the cap),
 * so a reader that wants it all can skip the web stream around it; undefined for any other
 * response, or once its stream has been read.
 */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return response.bodyUsed ? undefined : wholeBodies.get(response);
}

export async function nodeHttpFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) throw new TypeError(`Unsupported protocol ${url.protocol}`);
  const { signal } = request;
  if (signal.aborted) throw abortReason(signal);
  const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  headers["accept-encoding"] ??= "gzip, deflate, br";
  if (body !== undefined) headers["content-length"] = String(body.length);
  const maxBytes = upstreamMaxBytes();

  const answer = await new Promise<{ status: number; statusText: string; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    const outgoing = (url.protocol === "https:" ? https : http).request(url, { method: request.method, headers, agent });
    const onAbort = () => outgoing.destroy(abortReason(signal) as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal.removeEventListener("abort", onAbort);
    outgoing.on("error", (error) => {
      settle();
      reject(signal.aborted ? abortReason(signal) : error);
    });
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      let received = 0;
      // The answer as sent (compressed or not) is capped as it arrives; the connection is dropped past it.
      incoming.on("data", (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received <= maxBytes) return void chunks.push(chunk);
        settle();
        reject(upstreamTooLarge(maxBytes));
        outgoing.destroy();
      });
      incoming.on("error", (error) => {
        settle();
        reject(signal.aborted ? abortReason(signal) : error);
      });
      incoming.on("end", () => {
        settle();
        resolve({ status: incoming.statusCode ?? 0, statusText: incoming.statusMessage ?? "", rawHeaders: incoming.rawHeaders, body: Buffer.concat(chunks) });
      });
    });
    outgoing.end(body);
  });

  const responseHeaders = new Headers();
  for (let i = 0; i < answer.rawHeaders.length; i += 2) responseHeaders.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
  if (NULL_BODY_STATUSES.has(answer.status) || request.method === "HEAD") {
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers: responseHeaders });
  }
  const decoded = await decode(answer.body, responseHeaders.get("content-encoding") ?? undefined, maxBytes);
  if (decoded.decoded) {
    responseHeaders.delete("content-encoding");
    responseHeaders.delete("content-length");
  }
  const bytes = new Uint8Array(decoded.body.buffer as ArrayBuffer, decoded.body.byteOffset, decoded.body.byteLength);
  const response = new Response(bytes, { status: answer.status, statusText: answer.statusText, headers: responseHeaders });
  wholeBodies.set(response, decoded.body);
  return response;
}
