import { describe, expect, it } from "vitest";
import { isFrozenDeep } from "@/lib/frozen-value";
import { CheckedAnswers } from "./checked-answers";

const body = (text: string) => Buffer.from(text, "utf8");

describe("CheckedAnswers", () => {
  it("gives the data back for the same bytes of the same call, frozen", () => {
    const answers = new CheckedAnswers();
    const data = answers.remember("GET /a", body('{"n":1}'), { n: 1 });
    expect(isFrozenDeep(data)).toBe(true);
    expect(answers.reuse("GET /a", body('{"n":1}'))).toBe(data);
  });

  it("gives nothing for other bytes, another call, or bytes of the same length that differ", () => {
    const answers = new CheckedAnswers();
    answers.remember("GET /a", body('{"n":1}'), { n: 1 });
    expect(answers.reuse("GET /a", body('{"n":2}'))).toBeUndefined();
    expect(answers.reuse("GET /a", body('{"n":10}'))).toBeUndefined();
    expect(answers.reuse("GET /b", body('{"n":1}'))).toBeUndefined();
  });

  it("compares text read from a stream as text", () => {
    const answers = new CheckedAnswers();
    const data = answers.remember("GET /a", '{"n":1}', { n: 1 });
    expect(answers.reuse("GET /a", '{"n":1}')).toBe(data);
    expect(answers.reuse("GET /a", '{"n":2}')).toBeUndefined();
  });

  it("keeps the last answer of each call and drops the least recently used past its size", () => {
    const answers = new CheckedAnswers(2);
    answers.remember("a", body("1"), { v: 1 });
    answers.remember("b", body("2"), { v: 2 });
    expect(answers.reuse("a", body("1"))).toEqual({ v: 1 });
    answers.remember("c", body("3"), { v: 3 });
    expect(answers.size).toBe(2);
    expect(answers.reuse("b", body("2"))).toBeUndefined();
    expect(answers.reuse("a", body("1"))).toEqual({ v: 1 });
    answers.remember("a", body("4"), { v: 4 });
    expect(answers.reuse("a", body("1"))).toBeUndefined();
  });

  it("does not hold a very large answer", () => {
    const answers = new CheckedAnswers();
    const large = body(`"${"x".repeat(300 * 1024)}"`);
    const data = answers.remember("a", large, { big: true });
    expect(isFrozenDeep(data)).toBe(false);
    expect(answers.reuse("a", large)).toBeUndefined();
  });
});
