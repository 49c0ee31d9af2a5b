import { UPLOAD_LIMITS } from "@/lib/contract/filing-limits";

/** `items` in runs of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError("size must be a positive integer");
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Bytes a multipart body adds per file beyond its content (boundary and part headers), kept back from the 4 MB. */
export const MULTIPART_OVERHEAD_PER_FILE = 512;

/**
 * Files in upload calls within the documented limits: at most 10 a call and 4,194,304 bytes for the
 * whole body (each file counted with its multipart overhead). A file alone over the limit cannot be
 * sent at all: it is returned in `tooLarge` (the page refuses it before upload).
 */
export function uploadBatches<T extends { size: number }>(files: readonly T[]): { batches: T[][]; tooLarge: T[] } {
  const batches: T[][] = [];
  const tooLarge: T[] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    const cost = file.size + MULTIPART_OVERHEAD_PER_FILE;
    if (file.size > UPLOAD_LIMITS.requestBytes - MULTIPART_OVERHEAD_PER_FILE) {
      tooLarge.push(file);
      continue;
    }
    if (current.length === UPLOAD_LIMITS.files || bytes + cost > UPLOAD_LIMITS.requestBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += cost;
  }
  if (current.length > 0) batches.push(current);
  return { batches, tooLarge };
}

/** Pasted text in pieces of at most `max` characters, cut between lines (a longer line is cut where it must be). */
export function textChunks(text: string, max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const line of text.split("\n")) {
    for (let i = 0; i < Math.max(line.length, 1); i += max) {
      const piece = line.slice(i, i + max);
      if (current.length + piece.length + 1 > max && current !== "") {
        out.push(current);
        current = "";
      }
      current = current === "" ? piece : `${current}\n${piece}`;
    }
  }
  if (current.trim() !== "") out.push(current);
  return out;
}
