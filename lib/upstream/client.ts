import "server-only";
import type { z } from "zod";
import { recordTolerance } from "@/lib/contract/tolerance";
import type { ToleratedNote } from "@/lib/contract/tolerated";
import { raceWithSignal, sleep } from "./abort";
import { CheckedAnswers } from "./checked-answers";
import { UpstreamError } from "./errors";
import { readUpstreamResponse } from "./response";
import { type ArrayFormat, buildUpstreamUrl, operationOf, type PathSegment, type UpstreamQuery } from "./url";

export type { ArrayFormat, PathSegment, UpstreamQuery } from "./url";

export type UpstreamMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type UpstreamRequest<T> = {
  method: UpstreamMethod;
  /**
   * Path under the base address, one entry per segment: names as strings, the service's ids as
   * `idSegment(id)` (any printable id, encoded): `["organization", "asset-groups", idSegment(12)]`.
   */
  path: readonly PathSegment[];
  query?: UpstreamQuery;
  body?: unknown;
  /** A body that is not JSON (an upload): raw bytes with their type, or multipart form data. Never retried. */
  upload?: { bytes: Uint8Array<ArrayBuffer>; contentType: string } | FormData;
  /** True for reads (GET and read-only POSTs): retried once on a network error, timeout or 502/503/504. */
  idempotent: boolean;
  schema: z.ZodType<T>;
  /** Share identical concurrent calls, and reuse a success for `reuseMs`. Only for reads. */
  coalesce?: boolean;
  /**
   * The call is still made, but once an answer has come byte for byte the same twice, the same
   * bytes again give the data checked from them, frozen and shared (checked-answers.ts). Reads only.
   */
  reuseChecked?: boolean;
  signal?: AbortSignal;
  requestId?: string;
};

export type UpstreamResult<T> = { data: T; headers: Headers };

export type UpstreamClientStats = { upstreamCalls: number; coalescedHits: number };

export type UpstreamClientOptions = {
  baseUrl: string;
  apiKey: string;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs: number;
  arrayFormat: ArrayFormat;
  reuseMs: number;
  /** Base of the retry delay; the actual delay is 1–3× this (jitter). Default 100 ms. */
  retryDelayMs?: number;
  /** Told how each attempt ended (lib/upstream/connection-record.ts keeps the last success, error and 429s). */
  onOutcome?: (outcome: UpstreamOutcome) => void;
};

/** A path's segments with each id shown as `{id}`: what an outcome names (never an id of the service's data). */
const pathPattern = (path: readonly PathSegment[]): string[] => path.map((s) => (typeof s === "string" ? s : "{id}"));

/** How one attempt ended, for whoever watches the connection (never the request's body or key). */
export type UpstreamOutcome = { method: UpstreamMethod; path: readonly string[] } & ({ ok: true } | { ok: false; error: UpstreamError });

export interface UpstreamClient {
  request<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>>;
  /** Counters for metrics and benchmarks: requests actually sent, and calls answered by coalescing. */
  readonly stats: UpstreamClientStats;
  /** Forgets reusable answers (tests, or after a mutation that changes what they show). */
  clearReuse(): void;
}

const MAX_REUSED_ENTRIES = 500;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function isRetryable(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.kind === "timeout") return true;
  if (error.kind === "network") return error.code !== "ABORTED";
  return error.kind === "server" && error.status !== undefined && RETRYABLE_STATUSES.has(error.status);
}

/** Any failure of one attempt, as an UpstreamError. */
function classify(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (caller?.aborted) {
    return new UpstreamError({ kind: "network", code: "ABORTED", message: "The call to the service was cancelled", cause: error });
  }
  if (timeout.aborted) {
    return new UpstreamError({ kind: "timeout", code: "UPSTREAM_TIMEOUT", message: "The service did not answer in time", cause: error });
  }
  return new UpstreamError({ kind: "network", code: "UPSTREAM_UNREACHABLE", message: "Could not reach the service", cause: error });
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const baseUrl = new URL(options.baseUrl);
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const retryDelayMs = options.retryDelayMs ?? 100;
  const stats: UpstreamClientStats = { upstreamCalls: 0, coalescedHits: 0 };
  const inFlight = new Map<string, Promise<UpstreamResult<unknown>>>();
  const reused = new Map<string, { expiresAt: number; result: UpstreamResult<unknown> }>();
  const schemaIds = new WeakMap<object, number>();
  let nextSchemaId = 1;
  const checkedAnswers = new CheckedAnswers();

  function schemaId(schema: object): number {
    const known = schemaIds.get(schema);
    if (known !== undefined) return known;
    schemaIds.set(schema, nextSchemaId);
    return nextSchemaId++;
  }

  /** One call's identity: what it asks and the schema its answer is checked with. */
  function callKey<T>(req: UpstreamRequest<T>, url: string, bodyText: string | undefined): string {
    return `${schemaId(req.schema)} ${req.method} ${url} ${bodyText ?? ""}`;
  }

  /** `Deprecation` and `Sunset` (RFC 8594) are counted per operation with what else was tolerated (tolerance.ts logs them). */
  function noteDeprecation(operation: string, headers: Headers, requestId: string): void {
    const deprecation = headers.get("deprecation");
    const sunset = headers.get("sunset");
    if (deprecation !== null) recordTolerance({ endpoint: operation, kind: "deprecation", path: "Deprecation", value: deprecation, requestId });
    if (sunset !== null) recordTolerance({ endpoint: operation, kind: "sunset", path: "Sunset", value: sunset, requestId });
  }

  /** What the answer's parse tolerated, counted for the operation (an answer reused unchanged is not parsed, so not counted again). */
  function countTolerated(operation: string, notes: readonly ToleratedNote[], requestId: string): void {
    for (const note of notes) recordTolerance({ endpoint: operation, kind: note.kind, path: note.path, value: note.value, requestId });
  }

  async function attempt<T>(req: UpstreamRequest<T>, url: string, bodyText: string | undefined, requestId: string, caller?: AbortSignal) {
    stats.upstreamCalls += 1;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
    const headers = new Headers({ "X-API-KEY": options.apiKey, Accept: "application/json", "X-Request-Id": requestId });
    if (bodyText !== undefined) headers.set("Content-Type", "application/json");
    const upload = req.upload instanceof FormData ? req.upload : req.upload?.bytes;
    // Multipart gets its type, with the boundary, from the Request itself.
    if (req.upload && !(req.upload instanceof FormData)) headers.set("Content-Type", req.upload.contentType);
    try {
      const request = new Request(url, { method: req.method, headers, body: upload ?? bodyText, signal, redirect: "manual" });
      // The race makes the timeout hold even for a fetch function that ignores the signal.
      const result = await raceWithSignal(
        (async () => {
          const response = await send(request);
          const reuse = req.reuseChecked && req.idempotent ? { answers: checkedAnswers, key: callKey(req, url, bodyText) } : undefined;
          const operation = operationOf(req.method, req.path);
          noteDeprecation(operation, response.headers, requestId);
          const data = await readUpstreamResponse(response, req.schema, reuse, (notes) => countTolerated(operation, notes, requestId));
          return { data, headers: response.headers };
        })(),
        signal,
      );
      options.onOutcome?.({ method: req.method, path: pathPattern(req.path), ok: true });
      return result;
    } catch (error) {
      const failure = classify(error, timeout, caller);
      options.onOutcome?.({ method: req.method, path: pathPattern(req.path), ok: false, error: failure });
      throw failure;
    }
  }

  async function sendWithRetry<T>(req: UpstreamRequest<T>, url: string, bodyText: string | undefined, requestId: string, caller?: AbortSignal) {
    try {
      return await attempt(req, url, bodyText, requestId, caller);
    } catch (error) {
      if (!req.idempotent || !isRetryable(error) || caller?.aborted) throw error;
      await sleep(retryDelayMs * (1 + Math.random() * 2), caller).catch(() => {
        throw error;
      });
      return attempt(req, url, bodyText, requestId, caller);
    }
  }

  function remember(key: string, result: UpstreamResult<unknown>): void {
    if (options.reuseMs <= 0) return;
    const now = Date.now();
    if (reused.size >= MAX_REUSED_ENTRIES) {
      for (const [k, entry] of reused) if (entry.expiresAt <= now) reused.delete(k);
      while (reused.size >= MAX_REUSED_ENTRIES) reused.delete(reused.keys().next().value as string);
    }
    reused.set(key, { expiresAt: now + options.reuseMs, result });
  }

  async function coalesced<T>(req: UpstreamRequest<T>, url: string, bodyText: string | undefined, requestId: string) {
    const key = callKey(req, url, bodyText);
    const hit = reused.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      stats.coalescedHits += 1;
      return hit.result as UpstreamResult<T>;
    }
    let shared = inFlight.get(key) as Promise<UpstreamResult<T>> | undefined;
    if (shared) {
      stats.coalescedHits += 1;
    } else {
      // The shared call does not carry any one caller's signal: one caller leaving must not fail the others.
      shared = sendWithRetry(req, url, bodyText, requestId).then((result) => {
        remember(key, result);
        return result;
      });
      const settled = shared.finally(() => inFlight.delete(key));
      settled.catch(() => {});
      inFlight.set(key, settled);
    }
    return raceWithSignal(shared, req.signal).catch((error: unknown) => {
      throw error instanceof UpstreamError ? error : classify(error, AbortSignal.abort(), req.signal);
    });
  }

  return {
    stats,
    clearReuse: () => {
      reused.clear();
      checkedAnswers.clear();
    },
    async request<T>(req: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
      const url = buildUpstreamUrl(baseUrl, req.path, req.query, options.arrayFormat);
      const bodyText = req.body === undefined ? undefined : JSON.stringify(req.body);
      const requestId = req.requestId ?? crypto.randomUUID();
      // A mutation is never shared or reused, even if asked to be.
      if (!(req.coalesce && req.idempotent)) return sendWithRetry(req, url, bodyText, requestId, req.signal);
      // A shared answer's headers are copied, so no caller can change what another one reads.
      const shared = await coalesced(req, url, bodyText, requestId);
      return { data: shared.data, headers: new Headers(shared.headers) };
    },
  };
}
