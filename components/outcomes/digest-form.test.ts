import { describe, expect, it } from "vitest";
import { digestBodySchema } from "@/lib/digests/digest-schemas";
import { digestBodyOf, draftOf } from "./digest-form";

const digest = { name: "Leads", organizations: ["acme", "globex"], channelIds: [3, 7], day: 1, hour: 9, timeZone: "Europe/Berlin", enabled: true };

describe("the digest form's body", () => {
  it("is the digest it was filled from, and the route's schema takes it", () => {
    const body = digestBodyOf(draftOf(digest));
    expect(body).toEqual(digest);
    expect(digestBodySchema.safeParse(body).success).toBe(true);
  });

  it("reads one ticked box (a string to react-hook-form) and none (false) as lists", () => {
    const draft = draftOf(digest);
    expect(digestBodyOf({ ...draft, channelIds: "7" as unknown as string[] }).channelIds).toEqual([7]);
    expect(digestBodyOf({ ...draft, channelIds: false as unknown as string[] }).channelIds).toEqual([]);
  });

  it("splits the organizations on commas and leaves out empty ones; a paused digest stays paused", () => {
    expect(digestBodyOf({ ...draftOf(digest), organizations: " acme, ,globex,", enabled: false })).toMatchObject({
      organizations: ["acme", "globex"],
      enabled: false,
    });
  });
});
