import "server-only";
import type { z } from "zod";
import { readCappedText } from "@/lib/capped-text";
import { upstreamErrorBodySchema } from "@/lib/contract/error";
import { readAssetRefusals } from "@/lib/contract/filing";
import { collectTolerated, type ToleratedNote } from "@/lib/contract/tolerated";
import type { AnswerBody, CheckedAnswers } from "./checked-answers";
import { UpstreamError, type UpstreamErrorIssue } from "./errors";
import { wholeBodyOf } from "./node-http-fetch";
import { upstreamMaxBytes, upstreamTooLarge } from "./size-cap";

const DEFAULT_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
};

const NOT_JSON = Symbol("not-json");

/** The body, refused past the cap (whatever fetch the client was given: the cap holds for each). */
async function readAnswerBody(response: Response): Promise<AnswerBody> {
  // node-http-fetch.ts already holds the whole body, capped: no stream to read it through.
  const whole = wholeBodyOf(response);
  if (whole) return whole;
  const maxBytes = upstreamMaxBytes();
  return readCappedText(response, maxBytes, () => upstreamTooLarge(maxBytes));
}

function parseJson(body: AnswerBody): unknown {
  try {
    return JSON.parse(typeof body === "string" ? body : body.toString("utf8")) as unknown;
  } catch {
    return NOT_JSON;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await readAnswerBody(response));
}

function defaultCode(status: number): string {
  return DEFAULT_CODES[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : `HTTP_${status}`);
}

/** The upstream error of a non-2xx answer: its parsed code and message when it has a known body form. */
async function errorFromResponse(response: Response): Promise<UpstreamError> {
  const { status } = response;
  const body = await readJson(response);
  const parsed = body === NOT_JSON ? undefined : upstreamErrorBodySchema.safeParse(body);
  const known = parsed?.success ? parsed.data : undefined;
  const kind = status === 401 ? "auth" : status >= 500 ? "server" : "http";
  const refusals = status === 422 && body !== NOT_JSON ? readAssetRefusals(body) : [];
  const fallbackMessage = status >= 500 ? `The service failed with status ${status}` : `The service refused the request with status ${status}`;
  return new UpstreamError({
    kind,
    status,
    code: known?.code || defaultCode(status),
    message: known?.message ?? fallbackMessage,
    ...(known?.issues ? { issues: known.issues } : {}),
    ...(refusals.length > 0 ? { refusals } : {}),
    ...(status === 429 && response.headers.get("retry-after") ? { retryAfter: response.headers.get("retry-after") ?? "" } : {}),
  });
}

function issuesFromZod(error: z.ZodError): UpstreamErrorIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    message: issue.message,
    path: issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
  }));
}

/** Where a call's checked answer is kept, for a call that reuses it when the same bytes come back. */
export type AnswerReuse = { answers: CheckedAnswers; key: string };

/**
 * Turns an upstream answer into validated data, or throws the matching UpstreamError. With `reuse`,
 * an answer byte for byte the same as the call's kept one gives the data checked from it (frozen,
 * shared) without being parsed and checked again (checked-answers.ts says which are kept).
 */
export async function readUpstreamResponse<T>(
  response: Response,
  schema: z.ZodType<T>,
  reuse?: AnswerReuse,
  /** Told what the parse had to tolerate (lib/contract/tolerated.ts), when it tolerated anything. */
  onTolerated?: (notes: readonly ToleratedNote[]) => void,
): Promise<T> {
  const { status } = response;
  if (status < 200 || status >= 300) {
    if (status >= 300 && status < 400) {
      await response.body?.cancel();
      // Redirects are not followed: the key must never travel to another address.
      throw new UpstreamError({ kind: "server", status, code: "UPSTREAM_REDIRECT", message: `The service answered with a redirect (${status})` });
    }
    throw await errorFromResponse(response);
  }
  const raw = await readAnswerBody(response);
  const reused = reuse?.answers.reuse(reuse.key, raw);
  if (reused !== undefined) return reused as T;
  const body = parseJson(raw);
  if (body === NOT_JSON) {
    throw new UpstreamError({ kind: "server", status, code: "UPSTREAM_NOT_JSON", message: "The service answered with a body that is not JSON" });
  }
  const { result, notes } = collectTolerated(() => schema.safeParse(body));
  if (notes.length > 0) onTolerated?.(notes);
  if (!result.success) {
    const where = result.error.issues
      .slice(0, 3)
      .map((issue) => issue.path.join(".") || "(root)")
      .join(", ");
    throw new UpstreamError({
      kind: "contract",
      status,
      code: "UPSTREAM_CONTRACT",
      message: `The service answer does not match the v2 contract at ${where}`,
      issues: issuesFromZod(result.error),
    });
  }
  return reuse ? reuse.answers.remember(reuse.key, raw, result.data) : result.data;
}
