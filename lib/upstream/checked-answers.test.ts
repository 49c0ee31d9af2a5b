import { describe, expect, it } from "vitest";
import { isFrozenDeep } from "@/lib/frozen-value";
import { CheckedAnswers } from "./checked-answers";

const body = (text: string) => Buffer.from(text, "utf8");

/** The same body checked twice, as a polled page's second answer is. */
function rememberTwice<T>(answers: CheckedAnswers, key: string, raw: Buffer | string, data: () => T): T {
  answers.remember(key, raw, data());
  return answers.remember(key, raw, data());
}

describe("CheckedAnswers", () => {
  it("keeps nothing to reuse from an answer seen once, and hands its data out unfrozen", () => {
    const answers = new CheckedAnswers();
    const data = answers.remember("GET /a", body('{"n":1}'), { n: 1 });
    expect(isFrozenDeep(data)).toBe(false);
    expect(answers.reuse("GET /a", body('{"n":1}'))).toBeUndefined();
  });

  it("gives the data back, frozen, once the same bytes of the same call came twice", () => {
    const answers = new CheckedAnswers();
    const data = rememberTwice(answers, "GET /a", body('{"n":1}'), () => ({ n: 1 }));
    expect(isFrozenDeep(data)).toBe(true);
    expect(answers.reuse("GET /a", body('{"n":1}'))).toBe(data);
    expect(answers.reuse("GET /a", body('{"n":1}'))).toBe(data);
  });

  it("gives nothing for other bytes, another call, or bytes of the same length that differ", () => {
    const answers = new CheckedAnswers();
    rememberTwice(answers, "GET /a", body('{"n":1}'), () => ({ n: 1 }));
    expect(answers.reuse("GET /a", body('{"n":2}'))).toBeUndefined();
    expect(answers.reuse("GET /a", body('{"n":10}'))).toBeUndefined();
    expect(answers.reuse("GET /b", body('{"n":1}'))).toBeUndefined();
  });

  it("starts over when a call's answer changes", () => {
    const answers = new CheckedAnswers();
    rememberTwice(answers, "GET /a", body('{"n":1}'), () => ({ n: 1 }));
    expect(isFrozenDeep(answers.remember("GET /a", body('{"n":2}'), { n: 2 }))).toBe(false);
    expect(answers.reuse("GET /a", body('{"n":1}'))).toBeUndefined();
    expect(answers.reuse("GET /a", body('{"n":2}'))).toBeUndefined();
  });

  it("compares text read from a stream as text", () => {
    const answers = new CheckedAnswers();
    const data = rememberTwice(answers, "GET /a", '{"n":1}', () => ({ n: 1 }));
    expect(answers.reuse("GET /a", '{"n":1}')).toBe(data);
    expect(answers.reuse("GET /a", '{"n":2}')).toBeUndefined();
  });

  it("keeps the last answer of each call and drops the least recently used past its size", () => {
    const answers = new CheckedAnswers(2);
    rememberTwice(answers, "a", body("1"), () => ({ v: 1 }));
    rememberTwice(answers, "b", body("2"), () => ({ v: 2 }));
    expect(answers.reuse("a", body("1"))).toEqual({ v: 1 });
    rememberTwice(answers, "c", body("3"), () => ({ v: 3 }));
    expect(answers.size).toBe(2);
    expect(answers.reuse("b", body("2"))).toBeUndefined();
    expect(answers.reuse("a", body("1"))).toEqual({ v: 1 });
  });

  it("does not hold a very large answer", () => {
    const answers = new CheckedAnswers();
    const large = body(`"${"x".repeat(300 * 1024)}"`);
    const data = rememberTwice(answers, "a", large, () => ({ big: true }));
    expect(isFrozenDeep(data)).toBe(false);
    expect(answers.reuse("a", large)).toBeUndefined();
    expect(answers.size).toBe(0);
  });
});
