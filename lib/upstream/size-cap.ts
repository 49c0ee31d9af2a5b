import "server-only";
import { getEnv } from "@/lib/env";
import { UpstreamError } from "./errors";

/** The largest upstream answer the console reads, before and after decompression (`UPSTREAM_MAX_BYTES`). */
export function upstreamMaxBytes(): number {
  return getEnv().UPSTREAM_MAX_BYTES;
}

/** A 502 for the browser (kind `server`): the service's answer is over the cap and was not read further. */
export function upstreamTooLarge(maxBytes: number): UpstreamError {
  return new UpstreamError({
    kind: "server",
    code: "UPSTREAM_TOO_LARGE",
    message: `The service's answer is larger than the console accepts (${maxBytes} bytes, UPSTREAM_MAX_BYTES)`,
  });
}
