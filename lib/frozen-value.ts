/**
 * Values shared between calls, frozen all the way down so that no caller can change what another
 * one reads; and since such a value can never change, its JSON is written and encoded once.
 */
const frozenDeep = new WeakSet<object>();
const jsonBodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/** Freezes `value` and everything it holds (plain data: objects and arrays), and returns it. */
export function freezeDeep<T>(value: T): T {
  freezeTree(value);
  if (typeof value === "object" && value !== null) frozenDeep.add(value);
  return value;
}

function freezeTree(value: unknown): void {
  // A shallowly frozen object may still hold unfrozen ones: only a tree frozen here is skipped.
  if (typeof value !== "object" || value === null || frozenDeep.has(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) freezeTree(item);
  else for (const key in value) freezeTree((value as Record<string, unknown>)[key]);
}

/** Whether `value` was frozen by freezeDeep. */
export function isFrozenDeep(value: unknown): boolean {
  return typeof value === "object" && value !== null && frozenDeep.has(value);
}

/**
 * `JSON.stringify(value)` as a response body: for a value frozen by freezeDeep, its UTF-8 bytes,
 * written and encoded once (a Response copies bytes it is given, so no reader can change them).
 */
export function jsonBody(value: unknown): string | Uint8Array<ArrayBuffer> {
  if (!isFrozenDeep(value)) return JSON.stringify(value);
  const object = value as object;
  let body = jsonBodies.get(object);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(value), "utf8");
    jsonBodies.set(object, body);
  }
  return body;
}
