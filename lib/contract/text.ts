import { z } from "zod";

/**
 * Text checks every boundary shares. A NUL cannot be stored by PostgreSQL (text or jsonb, the
 * audit log included), and no name needs a control character, so both are refused with a 400
 * where input is parsed, before anything is written or forwarded.
 */
export const NUL_MESSAGE = "must not contain a NUL character";
export const CONTROL_MESSAGE = "must not contain control characters";

export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path of every string (or object key) holding a NUL, anywhere in a parsed input. */
export function nulPaths(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (found.length >= 20) return found;
  if (typeof value === "string") {
    if (hasNul(value)) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) nulPaths(item, [...path, i], found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) found.push([...path, key]);
      nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/** Any input (path, query, body) with no NUL in any of its strings; the route wrapper checks this first. */
export const withoutNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: "custom", message: NUL_MESSAGE, path });
});

/** A refinement for names: no control character (tab, line break, NUL…). */
export const noControlCharacters = (text: string) => !hasControlCharacter(text);
