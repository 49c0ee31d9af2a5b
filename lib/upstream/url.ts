import "server-only";
import { isOpaqueId } from "@/lib/contract/ids";

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type UpstreamQuery = { readonly [key: string]: QueryValue };
export type ArrayFormat = "comma" | "repeat";

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Thrown before any request is sent when a path segment could change the target. */
export class InvalidPathSegmentError extends Error {
  constructor(segment: string) {
    super(`Invalid upstream path segment ${JSON.stringify(segment.slice(0, 50))}`);
    this.name = "InvalidPathSegmentError";
  }
}

/**
 * One of the service's ids in a path (`/organization/proposals/{id}/review`): any integer or
 * printable string, sent exactly, percent-encoded as one segment (ids are opaque: lib/contract/ids.ts).
 */
export type IdSegment = { readonly id: string | number };
export type PathSegment = string | IdSegment;

export const idSegment = (id: string | number): IdSegment => ({ id });

/** A segment is one name: letters, digits, `.`, `_`, `-`; never empty, `.` or `..`. */
export function assertPathSegment(segment: string): void {
  if (typeof segment !== "string" || !SEGMENT.test(segment) || /^\.+$/.test(segment)) {
    throw new InvalidPathSegmentError(String(segment));
  }
}

/** An id segment's text; `.` and `..` would still move up the path once encoded, so they are refused. */
function idSegmentText(segment: IdSegment): string {
  const text = String(segment.id);
  if (!isOpaqueId(segment.id) || text === "." || text === "..") throw new InvalidPathSegmentError(text);
  return encodeURIComponent(text);
}

/** The operation a path names, ids shown as `{id}`: `POST /organization/proposals/{id}/review`. */
export function operationOf(method: string, path: readonly PathSegment[]): string {
  return `${method} /${path.map((s) => (typeof s === "string" ? s : "{id}")).join("/")}`;
}

function encodeQuery(query: UpstreamQuery | undefined, arrayFormat: ArrayFormat): string {
  if (!query) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      const items = (value as readonly QueryPrimitive[]).map((item) => encodeURIComponent(String(item)));
      if (items.length === 0) continue;
      // Comma form: `assetTypes=URL,PAGE` with a literal comma (a comma inside an item stays encoded).
      if (arrayFormat === "comma") parts.push(`${name}=${items.join(",")}`);
      else for (const item of items) parts.push(`${name}=${item}`);
    } else {
      parts.push(`${name}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/**
 * The absolute URL of an operation: the base address, then each validated and encoded segment,
 * then the query. The base's own query or fragment, if any, is dropped.
 */
export function buildUpstreamUrl(baseUrl: URL, path: readonly PathSegment[], query: UpstreamQuery | undefined, arrayFormat: ArrayFormat): string {
  if (path.length === 0) throw new InvalidPathSegmentError("");
  const encoded = path.map((segment) => {
    if (typeof segment !== "string" && segment !== null && typeof segment === "object") return idSegmentText(segment);
    assertPathSegment(segment);
    return encodeURIComponent(segment);
  });
  const basePath = baseUrl.pathname.replace(/\/+$/, "");
  const suffix = encoded.join("/");
  return `${baseUrl.origin}${basePath}/${suffix}${encodeQuery(query, arrayFormat)}`;
}
