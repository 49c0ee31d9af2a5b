import { describe, expect, it } from "vitest";
import { upstreamErrorBodySchema } from "./error";

describe("upstreamErrorBodySchema", () => {
  it("normalizes the flat form with issues (path kept, extra fields dropped)", () => {
    const parsed = upstreamErrorBodySchema.parse({
      code: "BAD_REQUEST",
      message: "Input validation failed",
      issues: [{ message: "Required", path: ["name"], code: "invalid_type", input: "secret" }],
    });
    expect(parsed).toEqual({ code: "BAD_REQUEST", message: "Input validation failed", issues: [{ message: "Required", path: ["name"] }] });
  });

  it("normalizes the flat form without issues and with empty issues", () => {
    expect(upstreamErrorBodySchema.parse({ code: "NOT_FOUND", message: "Not found" })).toEqual({ code: "NOT_FOUND", message: "Not found" });
    expect(upstreamErrorBodySchema.parse({ code: "X", message: "m", issues: [] })).toEqual({ code: "X", message: "m", issues: [] });
  });

  it("normalizes the nested form", () => {
    expect(upstreamErrorBodySchema.parse({ error: { code: "CONFLICT", message: "Name taken" } })).toEqual({
      code: "CONFLICT",
      message: "Name taken",
    });
  });

  it("drops malformed issues instead of refusing the error", () => {
    expect(upstreamErrorBodySchema.parse({ code: "BAD_REQUEST", message: "m", issues: "nope" })).toEqual({ code: "BAD_REQUEST", message: "m" });
    expect(upstreamErrorBodySchema.parse({ code: "B", message: "m", issues: [{ message: "x", path: "name" }] })).toEqual({
      code: "B",
      message: "m",
      issues: [{ message: "x" }],
    });
  });

  it("reads the upload operation's `{ error: \"…\" }` with an empty code (the client takes the status's)", () => {
    expect(upstreamErrorBodySchema.parse({ error: "boom" })).toEqual({ code: "", message: "boom" });
  });

  it.each([[{ message: "only message" }], [{ error: "" }], [{ error: { message: "no code" } }], ["text"], [null]])(
    "refuses %j (the client falls back to a status-based code)",
    (body) => expect(upstreamErrorBodySchema.safeParse(body).success).toBe(false),
  );
});
