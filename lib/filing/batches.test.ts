import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "@/lib/contract/filing-limits";
import { chunks, MULTIPART_OVERHEAD_PER_FILE, uploadBatches } from "./batches";

const file = (size: number, name = `f${size}`) => ({ name, size });
const MAX_ONE = UPLOAD_LIMITS.requestBytes - MULTIPART_OVERHEAD_PER_FILE;

describe("chunks", () => {
  it("splits at exactly the size: 100 in one, 101 in two, 500 in five", () => {
    const n = (k: number) => Array.from({ length: k }, (_, i) => i);
    expect(chunks(n(100), 100).map((c) => c.length)).toEqual([100]);
    expect(chunks(n(101), 100).map((c) => c.length)).toEqual([100, 1]);
    expect(chunks(n(500), 100).map((c) => c.length)).toEqual([100, 100, 100, 100, 100]);
    expect(chunks([], 100)).toEqual([]);
    expect(() => chunks(n(3), 0)).toThrow(RangeError);
  });
});

describe("uploadBatches keeps each call within 10 files and 4,194,304 bytes", () => {
  it("10 small files go in one call, the 11th starts another", () => {
    expect(uploadBatches(Array.from({ length: 10 }, () => file(10))).batches.map((b) => b.length)).toEqual([10]);
    expect(uploadBatches(Array.from({ length: 11 }, () => file(10))).batches.map((b) => b.length)).toEqual([10, 1]);
  });

  it("a file of exactly the largest size that fits goes alone; one byte more is refused before upload", () => {
    expect(uploadBatches([file(MAX_ONE)])).toEqual({ batches: [[file(MAX_ONE)]], tooLarge: [] });
    expect(uploadBatches([file(MAX_ONE + 1)])).toEqual({ batches: [], tooLarge: [file(MAX_ONE + 1)] });
  });

  it("two files whose bodies together reach the limit share a call; one byte more splits them", () => {
    const half = UPLOAD_LIMITS.requestBytes / 2 - MULTIPART_OVERHEAD_PER_FILE;
    expect(uploadBatches([file(half, "a"), file(half, "b")]).batches.map((b) => b.length)).toEqual([2]);
    expect(uploadBatches([file(half, "a"), file(half + 1, "b")]).batches.map((b) => b.length)).toEqual([1, 1]);
  });

  it("every call it makes is within both limits", () => {
    const sizes = Array.from({ length: 37 }, (_, i) => ((i * 7919) % 900_000) + 1);
    const { batches } = uploadBatches(sizes.map((s, i) => file(s, `f${i}`)));
    for (const b of batches) {
      expect(b.length).toBeLessThanOrEqual(UPLOAD_LIMITS.files);
      expect(b.reduce((sum, f) => sum + f.size + MULTIPART_OVERHEAD_PER_FILE, 0)).toBeLessThanOrEqual(UPLOAD_LIMITS.requestBytes);
    }
    expect(batches.flat()).toHaveLength(37);
  });
});
