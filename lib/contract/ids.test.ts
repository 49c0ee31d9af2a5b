import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildUpstreamUrl, idSegment } from "@/lib/upstream/url";
import { isOpaqueIdText, opaqueIdSchema, opaquePathIdSchema, parseOpaqueIdParam } from "./ids";

/** Any id the service may use as text: printable, 1–200 characters (not "." or "..", which no path can carry). */
const printableId = fc
  .string({
    minLength: 1,
    maxLength: 200,
    unit: fc.oneof(
      fc.constantFrom("/", "?", "#", "%", "&", "=", "+", " ", ".", ","),
      fc.string({ minLength: 1, maxLength: 1 }),
      fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }),
    ),
  })
  .filter((s) => isOpaqueIdText(s) && s !== "." && s !== "..");

describe("ids are opaque (issue 27)", () => {
  it("keeps an id exactly as received: an integer stays a number, a numeric string a string", () => {
    expect(opaqueIdSchema.parse(5132)).toBe(5132);
    expect(opaqueIdSchema.parse("5132")).toBe("5132");
    expect(opaqueIdSchema.parse("rpt_1234567890abcdef")).toBe("rpt_1234567890abcdef");
    expect(opaqueIdSchema.parse("0007")).toBe("0007");
    expect(opaqueIdSchema.parse(-3)).toBe(-3);
  });

  it.each([[""], [" "], ["x".repeat(201)], ["a\u0000b"], ["tab\there"], ["\u0085"], ["\ud800"], [1.5], [Number.MAX_SAFE_INTEGER + 2], [null], [true]])(
    "refuses %j",
    (id) => expect(opaqueIdSchema.safeParse(id).success).toBe(false),
  );

  it("any printable id round-trips through a console URL and its parsers", () => {
    fc.assert(
      fc.property(printableId, (id) => {
        for (const [page, key] of [
          ["/reports", "report"],
          ["/triage", "proposal"],
          ["/takedowns", "id"],
        ] as const) {
          const url = new URL(`${page}?${key}=${encodeURIComponent(id)}`, "https://console.example");
          expect(parseOpaqueIdParam(url.searchParams.get(key)!)).toBe(id);
        }
        expect(opaquePathIdSchema.parse(id)).toBe(id);
      }),
      { numRuns: 300 },
    );
  });

  it("any printable id round-trips through the service's path as exactly one segment", () => {
    const base = new URL("https://service.example/api/v2");
    fc.assert(
      fc.property(fc.oneof(printableId, fc.integer()), (id) => {
        const url = new URL(buildUpstreamUrl(base, ["organization", "proposals", idSegment(id), "review"], undefined, "comma"));
        const segments = url.pathname.split("/");
        expect(segments).toHaveLength(7);
        expect(segments.slice(0, 4)).toEqual(["", "api", "v2", "organization"]);
        expect(segments[6]).toBe("review");
        expect(decodeURIComponent(segments[5]!)).toBe(String(id));
        expect(url.search).toBe("");
        expect(url.hash).toBe("");
      }),
      { numRuns: 300 },
    );
  });
});
