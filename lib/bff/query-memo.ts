import type { z } from "zod";

type Schema = z.core.$ZodType;
type Flat = Record<string, string | number | boolean | null | undefined>;

const MAX_PER_SCHEMA = 256;
const memos = new WeakMap<Schema, Map<string, Flat>>();

/**
 * The checked query of a route, by its exact query string: the same string always checks to the
 * same value, and a polled route (the list refreshing, a wall) sends the same one again and again,
 * so its check runs once. Only a value of plain fields is kept, and each call gets its own copy
 * (the wrapper sets the chosen organization on it). Refusals are not kept: they are checked anew.
 */
export function checkedQuery(schema: Schema, search: string, check: () => unknown): unknown {
  let memo = memos.get(schema);
  const known = memo?.get(search);
  if (known) return { ...known };
  const value = check();
  if (!isFlat(value)) return value;
  if (!memo) {
    memo = new Map();
    memos.set(schema, memo);
  }
  if (memo.size >= MAX_PER_SCHEMA) memo.delete(memo.keys().next().value!);
  memo.set(search, { ...value });
  return value;
}

function isFlat(value: unknown): value is Flat {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every((v) => v === null || typeof v !== "object");
}
