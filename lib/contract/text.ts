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

type Step = { value: unknown; key: string | number | null; parent: Step | null };

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of every string (or object key) holding a NUL, anywhere in a parsed input (at most 20).
 * Walked with an explicit stack, not recursion, and each entry points at its parent instead of
 * copying its path: a hostile input can neither overflow the call stack nor cost more than its size.
 */
export function nulPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < 20) {
    const step = stack.pop()!;
    const item = step.value;
    if (typeof item === "string") {
      if (hasNul(item)) found.push(pathOf(step));
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: step });
    } else if (item && typeof item === "object") {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (hasNul(key) && found.length < 20) found.push([...pathOf(step), key]);
        stack.push({ value: child, key, parent: step });
      }
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
