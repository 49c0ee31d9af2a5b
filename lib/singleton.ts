/**
 * The process's shared values (the logger, the store, the upstream client, caches, started jobs),
 * kept in one map on `globalThis`: Next bundles a module once per route and reloads it in
 * development, and a module-level variable would then exist several times in one process.
 * This is the only module that touches `globalThis`; tests drop a value with `resetSingleton`.
 */
const KEY = Symbol.for("rampart.singletons");

type Holder = typeof globalThis & { [KEY]?: Map<string, unknown> };

function values(): Map<string, unknown> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** The value kept under `name`, made by `create` on first use (a throwing `create` keeps nothing, so the next call tries again). */
export function singleton<T>(name: string, create: () => T): T {
  const map = values();
  if (map.has(name)) return map.get(name) as T;
  const value = create();
  map.set(name, value);
  return value;
}

/** The value kept under `name`, or undefined when none was made. */
export function peekSingleton<T>(name: string): T | undefined {
  return values().get(name) as T | undefined;
}

/** Keeps `value` under `name` (a registration, or a value replaced as a whole); undefined forgets it. */
export function setSingleton<T>(name: string, value: T | undefined): void {
  if (value === undefined) values().delete(name);
  else values().set(name, value);
}

/** Forgets the value under `name`: the next use makes it again. */
export function resetSingleton(name: string): void {
  values().delete(name);
}

/** Forgets every value (tests). */
export function resetSingletons(): void {
  values().clear();
}
