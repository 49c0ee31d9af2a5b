import { singleton } from "@/lib/singleton";

/**
 * Values shared between calls, frozen all the way down so that no caller can change what another
 * one reads; and since such a value can never change, its JSON is written and encoded once.
 *
 * Which values were frozen here is known process-wide (lib/singleton.ts), not per copy of this
 * module: the build gives the startup code (instrumentation.ts, which makes the upstream client on
 * its first call to the service) and each route their own copies, and a value frozen by the
 * client's copy must read as frozen in the route's. With one set per copy, every polled list was
 * signed, copied and written to JSON again on every call (bench/console.md, issue 40).
 */
type Registry = { frozen: WeakSet<object>; bodies: WeakMap<object, Uint8Array<ArrayBuffer>> };

const registry = (): Registry => singleton<Registry>("frozen-values", () => ({ frozen: new WeakSet(), bodies: new WeakMap() }));

/** Freezes `value` and everything it holds (plain data: objects and arrays), and returns it. */
export function freezeDeep<T>(value: T): T {
  const { frozen } = registry();
  freezeTree(value, frozen);
  if (typeof value === "object" && value !== null) frozen.add(value);
  return value;
}

function freezeTree(value: unknown, frozen: WeakSet<object>): void {
  // A shallowly frozen object may still hold unfrozen ones: only a tree frozen here is skipped.
  if (typeof value !== "object" || value === null || frozen.has(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) freezeTree(item, frozen);
  else for (const key in value) freezeTree((value as Record<string, unknown>)[key], frozen);
}

/** Whether `value` was frozen by freezeDeep. */
export function isFrozenDeep(value: unknown): boolean {
  return typeof value === "object" && value !== null && registry().frozen.has(value);
}

/**
 * `JSON.stringify(value)` as a response body: for a value frozen by freezeDeep, its UTF-8 bytes,
 * written and encoded once (a Response copies bytes it is given, so no reader can change them).
 */
export function jsonBody(value: unknown): string | Uint8Array<ArrayBuffer> {
  if (!isFrozenDeep(value)) return JSON.stringify(value);
  const object = value as object;
  const { bodies } = registry();
  let body = bodies.get(object);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(value), "utf8");
    bodies.set(object, body);
  }
  return body;
}
