import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyResolver } from "./body-resolver";

const schema = z.strictObject({ name: z.string().trim().min(1, "Name is required"), size: z.number({ error: "A number" }) });
type Draft = { name: string; size: string };
const options = { fields: {}, shouldUseNativeValidation: false };

describe("bodyResolver", () => {
  it("hands on the body as built when the schema takes it", async () => {
    const resolve = bodyResolver<Draft, { name: string; size: number }>({ schema, toBody: (d) => ({ name: d.name, size: Number(d.size) }) });
    expect(await resolve({ name: " a ", size: "2" }, undefined, options)).toEqual({ values: { name: " a ", size: 2 }, errors: {} });
  });

  it("puts each issue on its field, in the form's words where given, and the rest on root", async () => {
    const resolve = bodyResolver<Draft, unknown>({
      schema,
      toBody: (d) => ({ name: d.name, size: Number(d.size), extra: 1 }),
      words: (issue, field) => (field === "size" ? "Size is a number" : issue.message),
    });
    const { errors } = await resolve({ name: "", size: "x" }, undefined, options);
    expect(errors.name?.message).toBe("Name is required");
    expect(errors.size?.message).toBe("Size is a number");
    expect(errors.root?.message).toMatch(/extra/);
  });
});
