import { z } from "zod";
import { isObject, noteTolerated } from "./tolerated";

/**
 * `GET /validate`, read: what the key may do. The service publishes no example of this answer
 * (docs/account.md), so every name a field may plausibly carry is read, and a power the answer
 * does not state is null (unknown), never guessed as allowed or refused.
 */
export type ValidatedKey = {
  type: "organization" | "user" | null;
  environment: "live" | "test" | null;
  readOnly: boolean | null;
  organization: { slug: string; name: string | null } | null;
};

/** What the console knows of its key's powers (`GET /validate`, lib/upstream/key-powers.ts): the view /settings shows. */
export type KeyPowersView = {
  /** False when the service could not be asked, or refused the key: every power below is then null. */
  known: boolean;
  type: "organization" | "user" | null;
  environment: "live" | "test" | null;
  /** Where test or live came from: the service's answer, or the key's own prefix (`cp_test_`) when the answer did not say. */
  environmentFrom: "service" | "key" | null;
  readOnly: boolean | null;
  organization: { slug: string; name: string | null } | null;
  checkedAt: string;
  /** Why the powers are not known, in words. */
  problem: string | null;
};

type Obj = Record<string, unknown>;

function firstOf(records: Obj[], names: readonly string[]): unknown {
  for (const record of records) for (const name of names) if (record[name] !== undefined && record[name] !== null) return record[name];
  return undefined;
}

function keyTypeOf(value: unknown): ValidatedKey["type"] {
  if (typeof value !== "string") return null;
  const v = value.toLowerCase();
  if (v === "organization" || v === "org" || v === "organisation") return "organization";
  if (v === "user" || v === "personal") return "user";
  return null;
}

function environmentOf(value: unknown, isTest: unknown): ValidatedKey["environment"] {
  if (typeof value === "string") {
    const v = value.toLowerCase();
    if (v === "live" || v === "production" || v === "prod") return "live";
    if (v === "test" || v === "testing" || v === "sandbox") return "test";
  }
  return typeof isTest === "boolean" ? (isTest ? "test" : "live") : null;
}

function readOnlyOf(flag: unknown, permissions: unknown): boolean | null {
  if (typeof flag === "boolean") return flag;
  if (typeof flag === "string" && (flag === "true" || flag === "false")) return flag === "true";
  if (Array.isArray(permissions) && permissions.every((p) => typeof p === "string")) {
    const words = permissions.map((p) => p.toLowerCase());
    return !words.some((p) => p.includes("write") || p === "admin" || p === "*");
  }
  if (typeof permissions === "string") return permissions.toLowerCase() === "read" || permissions.toLowerCase() === "read-only";
  return null;
}

function organizationOf(value: unknown): ValidatedKey["organization"] {
  if (!isObject(value) || typeof value.slug !== "string" || value.slug === "") return null;
  return { slug: value.slug, name: typeof value.name === "string" ? value.name : null };
}

/** An answer with `valid: false` is a refusal of the key, the same as a 401. */
export const validatedKeySchema = z.unknown().transform((value, ctx): ValidatedKey => {
  if (!isObject(value) || value.valid === false) {
    ctx.addIssue({ code: "custom", message: "The answer does not validate the key", input: value });
    return z.NEVER;
  }
  const records = [value, ...(isObject(value.key) ? [value.key] : []), ...(isObject(value.apiKey) ? [value.apiKey] : [])];
  const read: ValidatedKey = {
    type: keyTypeOf(firstOf(records, ["keyType", "type", "scope", "kind"])),
    environment: environmentOf(firstOf(records, ["environment", "mode", "env"]), firstOf(records, ["isTest", "test", "testMode"])),
    readOnly: readOnlyOf(firstOf(records, ["readOnly", "read_only", "isReadOnly"]), firstOf(records, ["permissions", "scopes", "access"])),
    organization: organizationOf(firstOf(records, ["organization", "org"])),
  };
  for (const [field, got] of Object.entries(read))
    if (got === null && field !== "organization") noteTolerated({ kind: "field-missing", path: `answer.${field}` });
  return read;
});
