import "server-only";

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

/** A segment is one name: letters, digits, `.`, `_`, `-`; never empty, `.` or `..`. */
export function assertPathSegment(segment: string): void {
  if (typeof segment !== "string" || !SEGMENT.test(segment) || /^\.+$/.test(segment)) {
    throw new InvalidPathSegmentError(String(segment));
  }
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
export function buildUpstreamUrl(baseUrl: URL, path: readonly string[], query: UpstreamQuery | undefined, arrayFormat: ArrayFormat): string {
  if (path.length === 0) throw new InvalidPathSegmentError("");
  for (const segment of path) assertPathSegment(segment);
  const basePath = baseUrl.pathname.replace(/\/+$/, "");
  const suffix = path.map((segment) => encodeURIComponent(segment)).join("/");
  return `${baseUrl.origin}${basePath}/${suffix}${encodeQuery(query, arrayFormat)}`;
}
