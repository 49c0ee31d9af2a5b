import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { organizationRefusal } from "./organization-refusal";

describe("organizationRefusal", () => {
  it("words a 403 or 404 for a named organization the same way on every page", () => {
    const words = organizationRefusal(new ApiClientError(403, "FORBIDDEN", "This key cannot act on that organization"), "initech");
    expect(words).toBe(
      'The service refused the organization "initech": the console\'s service key cannot use it (This key cannot act on that organization). Remove ?slug= from the address, or pick an organization the key reaches, to see its queue.',
    );
    expect(organizationRefusal(new ApiClientError(404, "NOT_FOUND", "No such organization"), "nope")).toContain('"nope"');
  });

  it("is null without a slug, or for any other failure", () => {
    expect(organizationRefusal(new ApiClientError(403, "FORBIDDEN", "x"), null)).toBeNull();
    expect(organizationRefusal(new ApiClientError(502, "UPSTREAM", "x"), "initech")).toBeNull();
    expect(organizationRefusal(new Error("x"), "initech")).toBeNull();
  });
});
