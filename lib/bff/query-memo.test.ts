import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checkedQuery } from "./query-memo";

describe("checkedQuery", () => {
  it("checks a query string once and gives every call its own copy", () => {
    const schema = z.strictObject({ limit: z.string() });
    const check = vi.fn(() => ({ limit: "20" }));
    const first = checkedQuery(schema, "?limit=20", check) as Record<string, unknown>;
    first.slug = "acme";
    const again = checkedQuery(schema, "?limit=20", check);
    expect(again).toEqual({ limit: "20" });
    expect(again).not.toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    checkedQuery(schema, "?limit=5", check);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("copies a value's lists too, so a call changing its own leaves the next one's as checked", () => {
    const schema = z.strictObject({});
    const check = vi.fn(() => ({ statuses: ["TODO", "BLOCKED"] }));
    const first = checkedQuery(schema, "?statuses=TODO,BLOCKED", check) as { statuses: string[] };
    first.statuses.push("CLOSED");
    const again = checkedQuery(schema, "?statuses=TODO,BLOCKED", check) as { statuses: string[] };
    expect(again).toEqual({ statuses: ["TODO", "BLOCKED"] });
    again.statuses.pop();
    expect(checkedQuery(schema, "?statuses=TODO,BLOCKED", check)).toEqual({ statuses: ["TODO", "BLOCKED"] });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing for another schema, a value with objects in it, or a refusal", () => {
    const schema = z.strictObject({});
    const other = z.strictObject({});
    const check = vi.fn(() => ({ a: 1 }));
    checkedQuery(schema, "?a=1", check);
    checkedQuery(other, "?a=1", check);
    expect(check).toHaveBeenCalledTimes(2);

    const nested = vi.fn(() => ({ range: { from: 1 } }));
    checkedQuery(schema, "?from=1", nested);
    checkedQuery(schema, "?from=1", nested);
    expect(nested).toHaveBeenCalledTimes(2);

    const refuse = vi.fn(() => {
      throw new Error("bad");
    });
    expect(() => checkedQuery(schema, "?bad", refuse)).toThrow("bad");
    expect(() => checkedQuery(schema, "?bad", refuse)).toThrow("bad");
    expect(refuse).toHaveBeenCalledTimes(2);
  });

  it("keeps at most 256 strings per schema, dropping the oldest", () => {
    const schema = z.strictObject({});
    const check = vi.fn(() => ({}));
    for (let i = 0; i <= 256; i++) checkedQuery(schema, `?n=${i}`, check);
    expect(check).toHaveBeenCalledTimes(257);
    checkedQuery(schema, "?n=256", check);
    expect(check).toHaveBeenCalledTimes(257);
    checkedQuery(schema, "?n=0", check);
    expect(check).toHaveBeenCalledTimes(258);
  });
});
