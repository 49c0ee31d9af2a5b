import { singleton } from "@/lib/singleton";
import { isOpaqueId, type OpaqueId } from "./ids";
import type { ToleranceKind } from "./tolerance.types";

/**
 * What one parse of a service answer had to tolerate, collected while the (synchronous) parse runs
 * so the upstream client can count it with the endpoint and request id (tolerance.ts). Contract
 * modules stay free of server-only imports: they note here, the client records.
 */
export type ToleratedNote = { kind: ToleranceKind; path: string; value?: unknown };

// Process-wide, not per module copy: the build gives startup (whose first contact makes the upstream
// client) and each route their own copy of this module, and a route's schema notes into its copy
// while the client collects in its own (the same cause as lib/frozen-value.ts's record).
const state = singleton("contract.tolerated", () => ({ collecting: null as ToleratedNote[] | null }));

export function noteTolerated(note: ToleratedNote): void {
  state.collecting?.push(note);
}

/** Runs a synchronous parse and returns what it noted. Nested calls each get their own notes. */
export function collectTolerated<T>(parse: () => T): { result: T; notes: ToleratedNote[] } {
  const outer = state.collecting;
  const notes: ToleratedNote[] = [];
  state.collecting = notes;
  try {
    return { result: parse(), notes };
  } finally {
    state.collecting = outer;
  }
}

type Obj = Record<string, unknown>;

export const isObject = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);

/** ISO 8601 date-time with or without milliseconds (or a bare date); anything else is an unknown time. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function isReadableTime(value: string): boolean {
  return ISO_TIME.test(value) && Number.isFinite(Date.parse(value));
}

/**
 * Reads the fields of one record of an answer, one at a time: a field that is missing, null where
 * a value is required, of another type, or a time that does not parse becomes unknown (null) for
 * that field alone, is named in `notSent` and noted for the tolerance counts.
 */
export class FieldReader {
  readonly notSent: string[] = [];

  constructor(
    readonly record: Obj,
    /** Where the record sits in the answer, e.g. `reports[]`. */
    readonly at: string,
  ) {}

  private unknown(key: string, value: unknown): null {
    this.notSent.push(key);
    noteTolerated({ kind: value === undefined || value === null ? "field-missing" : "field-wrong-type", path: `${this.at}.${key}`, value });
    return null;
  }

  /** A required string (`nullable`: null is a value of its own, only absence or another type is unknown). */
  string(key: string, nullable = false): string | null {
    const value = this.record[key];
    if (typeof value === "string") return value;
    if (value === null && nullable) return null;
    return this.unknown(key, value);
  }

  boolean(key: string): boolean | null {
    const value = this.record[key];
    return typeof value === "boolean" ? value : this.unknown(key, value);
  }

  /** A non-negative integer count. */
  count(key: string): number | null {
    const value = this.record[key];
    return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : this.unknown(key, value);
  }

  id(key: string, nullable = false): OpaqueId | null {
    const value = this.record[key];
    if (isOpaqueId(value)) return value;
    if (value === null && nullable) return null;
    return this.unknown(key, value);
  }

  /** A time as sent, or null (unknown) when it is missing or does not parse. */
  time(key: string, nullable = false): string | null {
    const value = this.record[key];
    if (typeof value === "string") {
      if (isReadableTime(value)) return value;
      this.notSent.push(key);
      noteTolerated({ kind: "time-unparseable", path: `${this.at}.${key}`, value });
      return null;
    }
    if (value === null && nullable) return null;
    return this.unknown(key, value);
  }

  /** An enum value: kept as sent; one outside `known` is noted (and shown as it comes). */
  enumValue(key: string, known: readonly string[], nullable = false): string | null {
    const value = this.string(key, nullable);
    if (value !== null && !known.includes(value.toUpperCase())) noteTolerated({ kind: "enum-unknown", path: `${this.at}.${key}`, value });
    return value;
  }

  /** A required nested object (or null where `nullable`), read by `read`, or null when unknown. */
  object<T>(key: string, read: (value: Obj) => T | null, nullable = false): T | null {
    const value = this.record[key];
    if (isObject(value)) {
      const read_ = read(value);
      return read_ === null ? this.unknown(key, value) : read_;
    }
    if (value === null && nullable) return null;
    return this.unknown(key, value);
  }

  /**
   * A required list: each item read by `read`; an item it cannot key (null) is left out and
   * counted. A missing list or one of another type reads as empty and is named in `notSent`.
   */
  list<T>(key: string, read: (value: unknown) => T | null, required = true): T[] {
    const value = this.record[key];
    if (!Array.isArray(value)) {
      if (required || value !== undefined) this.unknown(key, value);
      return [];
    }
    return readList(value, read, `${this.at}.${key}[]`).items;
  }
}

/** Every item `read` can key; the others are left out, counted and noted as dropped records. */
export function readList<T>(values: readonly unknown[], read: (value: unknown) => T | null, path: string): { items: T[]; dropped: number } {
  const items: T[] = [];
  let dropped = 0;
  for (const value of values) {
    const item = read(value);
    if (item === null) {
      dropped += 1;
      noteTolerated({ kind: "record-dropped", path, value: isObject(value) ? value.id : value });
    } else {
      items.push(item);
    }
  }
  return { items, dropped };
}

/** Spreads the record's own fields (extra ones kept) under the read ones, plus `notSent` when any. */
export function withNotSent<T extends object>(reader: FieldReader, fields: T): T & { notSent?: string[] } {
  return reader.notSent.length > 0 ? { ...reader.record, ...fields, notSent: reader.notSent } : { ...reader.record, ...fields };
}
