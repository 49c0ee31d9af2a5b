import "server-only";
import { expect } from "vitest";
import type { Principal, UserPrincipal } from "@/lib/auth/principal";
import type { Variant } from "@/lib/embedded-service/context";
import type { callRoute, RouteTestEnv } from "@/lib/testing/route-harness";
import type { WebhookReceiver } from "@/lib/testing/webhook-receiver";

/**
 * The dialect matrix (docs/testing.md, "Dialect matrix"): every declared /api route and method,
 * called through the route harness against the embedded service in each dialect
 * (docs/architecture.md, "Dialects of the embedded service"), its answer checked.
 */
export type Dialect = Variant;
export const DIALECTS = ["standard", "alternate", "sparse"] as const satisfies readonly Dialect[];

/** The environment's secrets: a scraper's token (GET /api/metrics) and the service's webhook secret (POST /api/webhooks/service). */
export const METRICS_TOKEN = "matrix-metrics-token-0123";
export const WEBHOOK_SECRET = "matrix-webhook-secret-0123";

export type Answer = { status: number; headers: Headers; text: string; body: any };
export type CallOptions = Parameters<typeof callRoute>[3] & { as?: Principal | null };

export type MatrixContext = {
  dialect: Dialect;
  env: RouteTestEnv;
  /** Users in the console's store; `password` is each one's. */
  users: { admin: UserPrincipal; reviewer: UserPrincipal; viewer: UserPrincipal; password: string };
  wall: Principal;
  /** Where the console's alert channels post (lib/testing/webhook-receiver.ts). */
  receiver: WebhookReceiver;
  /** Calls a declared route as the admin unless `as` says otherwise; the body parsed when it is JSON. */
  call(method: string, route: string, options?: CallOptions): Promise<Answer>;
  /** The same call, its response unread (an event stream). */
  fetch(method: string, route: string, options?: CallOptions): Promise<Response>;
};

export type MatrixCase = {
  /** What the case proves, in words (the docs table's cell). */
  checks: string;
  run(ctx: MatrixContext): Promise<void>;
};

/** Cases keyed by route (`apiPathOf`) and method. */
export type CaseTable = Record<string, Partial<Record<string, MatrixCase>>>;

export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get("content-type") ?? "").startsWith("application/json") && text !== "") body = JSON.parse(text);
  return { status: response.status, headers: response.headers, text, body };
}

/** Asserts the status, naming the answer when it is not. */
export function expectStatus(answer: Answer, status: number): void {
  expect(answer.status, answer.text.slice(0, 500)).toBe(status);
}

/** The console's one error shape (lib/bff/errors.ts), whatever the dialect's. */
export function expectError(answer: Answer, status: number, code: string): void {
  expectStatus(answer, status);
  expect(answer.body.error.code).toBe(code);
  expect(answer.body.error.requestId).toMatch(/\S/);
}

type IdKind = "report" | "proposal" | "other";

/** How each dialect writes ids (docs/architecture.md, "Dialects of the embedded service"). */
const ID_FORMS: Record<Dialect, Record<IdKind, (id: unknown) => boolean>> = {
  standard: { report: isCount, proposal: isCount, other: isCount },
  alternate: { report: isNumericText, proposal: isNumericText, other: isNumericText },
  sparse: {
    report: (id) => typeof id === "string" && /^rpt_[0-9a-f]{16}$/.test(id),
    proposal: (id) => typeof id === "string" && /^prop_[0-9a-z]+$/.test(id),
    other: isNumericText,
  },
};

function isCount(id: unknown): boolean {
  return typeof id === "number" && Number.isInteger(id) && id > 0;
}

function isNumericText(id: unknown): boolean {
  return typeof id === "string" && /^[1-9]\d*$/.test(id);
}

/** The id is in the dialect's form: a number, a numeric string, or `rpt_…` / `prop_…`. */
export function expectIdForm(ctx: MatrixContext, kind: IdKind, id: unknown, label: string = kind): void {
  expect(ID_FORMS[ctx.dialect][kind](id), `${label} id ${JSON.stringify(id)} in the ${ctx.dialect} dialect`).toBe(true);
}

/** The report status the dialect writes for an open report (the alternate vocabulary in alternate and sparse). */
export const OPEN_STATUS: Record<Dialect, string> = { standard: "TODO", alternate: "PENDING", sparse: "PENDING" };
