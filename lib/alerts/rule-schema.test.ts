import { describe, expect, it } from "vitest";
import { channelInputSchema, ruleInputSchema } from "./rule-schema";

/** Each refusal as the form shows it: on the field its path names, in words. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("rule and channel refusals say what to enter", () => {
  it("names the rule's number fields and their ranges", () => {
    const result = ruleInputSchema.safeParse({
      name: "",
      condition: { kind: "figure-above", figure: "totalPending", threshold: -1 },
      forSeconds: null,
      keepFiringSeconds: 9e9,
    });
    expect(issues(result)).toEqual([
      ["name", "Name is required"],
      ["condition.threshold", "The threshold is a whole number from 0 to 1,000,000,000"],
      ["forSeconds", "For is a number of minutes from 0 to 7 days (10,080)"],
      ["keepFiringSeconds", "Keep firing is a number of minutes from 0 to 7 days (10,080)"],
    ]);
  });

  it("names a channel's name, port and recipients", () => {
    const result = channelInputSchema.safeParse({
      type: "email",
      name: " ",
      settings: { host: "smtp.example.test", port: 70000, from: "ops@example.test", to: ["not an address"] },
    });
    expect(issues(result)).toEqual([
      ["name", "Name is required"],
      ["settings.port", "The port is a whole number from 1 to 65,535"],
      ["settings.to.0", "An email address, name@example.com"],
    ]);
  });
});
