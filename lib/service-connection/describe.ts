import "server-only";
import type { UpstreamError } from "@/lib/upstream/errors";

import type { ConnectionProblem } from "./view.types";

export type { ConnectionProblem };

/** The setting an operator looks at for each problem, as a field of the log line. */
export const SETTING_OF: Partial<Record<ConnectionProblem, string>> = {
  "bad-key": "UPSTREAM_API_KEY",
  unreachable: "UPSTREAM_URL",
  tls: "UPSTREAM_URL",
  timeout: "UPSTREAM_TIMEOUT_MS",
};

/** Node's codes for a TLS handshake or certificate that was refused (tls and OpenSSL). */
const TLS_CODE =
  /^(CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(VERIFY|GET_ISSUER|DECRYPT)|ERR_TLS_|ERR_SSL_|EPROTO$|HOSTNAME_MISMATCH)/;

/** The first `code` (and its message) along an error's cause chain: what node's socket said. */
function socketCause(error: unknown): { code: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && !code.startsWith("UPSTREAM_")) return { code, message: current.message };
    current = current.cause;
  }
  return null;
}

/** `https://user:secret@host:8443/api/v2?token=x` → `https://host:8443/api/v2`: where the service is, never a credential. */
export function displayAddress(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

function hostOf(baseUrl: string): string {
  return new URL(baseUrl).host;
}

/** OpenSSL's reason without its file and line ("wrong version number"), and what to check. */
function tlsWords(cause: { code: string; message: string }): string {
  const reason = (/SSL routines:[^:]*:([^:]+)/.exec(cause.message)?.[1] ?? cause.message).slice(0, 160);
  const check = /wrong version number|packet length too long|http request/i.test(reason)
    ? "the port may not speak TLS: check the scheme and port of UPSTREAM_URL"
    : "check the service's certificate, or NODE_EXTRA_CA_CERTS for a private certificate authority";
  return `could not be reached securely: the TLS connection failed (${cause.code}: ${reason}); ${check}`;
}

/**
 * One clause saying why a call to the service failed, meant to follow "The service at X …":
 * "refused the console's key (401 Unauthorized): …". Built from what the client
 * classified (lib/upstream/errors.ts) and the socket's own code; never from an upstream body.
 */
export function describeFailure(error: UpstreamError, baseUrl: string, timeoutMs: number): { problem: ConnectionProblem; words: string } {
  switch (error.kind) {
    case "auth":
      // The browser sees this sentence too, so it names no variable of the key (e2e/key-leak.spec.ts); the log adds it.
      return { problem: "bad-key", words: "refused the console's key (401 Unauthorized): an operator must check the key the console is configured with" };
    case "timeout":
      return {
        problem: "timeout",
        words: `did not answer within ${timeoutMs} ms (UPSTREAM_TIMEOUT_MS): check UPSTREAM_URL and the network, or raise the timeout`,
      };
    case "contract":
      return { problem: "unreadable", words: "answered in a form the console does not understand" };
    case "server":
      if (error.code === "UPSTREAM_TOO_LARGE") return { problem: "unreadable", words: "sent an answer larger than UPSTREAM_MAX_BYTES" };
      return {
        problem: "server-error",
        words:
          error.status && error.status >= 500
            ? `failed with status ${error.status}`
            : "answered with a redirect or a body that is not JSON: check that UPSTREAM_URL is the v2 base address",
      };
    case "http":
      if (error.status === 429) {
        return {
          problem: "rate-limited",
          words: `refused a call for too many requests (429)${error.retryAfter ? `, asking to wait ${error.retryAfter} s` : ""}`,
        };
      }
      return {
        problem: "refused",
        words: `refused the call with status ${error.status ?? "unknown"}${error.status === 403 ? ": the key may lack a permission" : ""}`,
      };
    default: {
      const cause = socketCause(error);
      if (cause && TLS_CODE.test(cause.code)) return { problem: "tls", words: tlsWords(cause) };
      const where = hostOf(baseUrl);
      if (cause?.code === "ECONNREFUSED")
        return { problem: "unreachable", words: `is unreachable: nothing accepts connections at ${where} (ECONNREFUSED): check UPSTREAM_URL` };
      if (cause?.code === "ENOTFOUND" || cause?.code === "EAI_AGAIN") {
        return {
          problem: "unreachable",
          words: `is unreachable: the name ${new URL(baseUrl).hostname} does not resolve (${cause.code}): check UPSTREAM_URL and DNS`,
        };
      }
      return { problem: "unreachable", words: `is unreachable at ${where}${cause ? ` (${cause.code})` : ""}: check UPSTREAM_URL and the network` };
    }
  }
}
