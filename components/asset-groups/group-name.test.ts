import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { GROUP_NAME_LENGTH, GROUP_NAME_REQUIRED, groupNameLength, renameAssetGroupBodySchema } from "@/lib/contract/asset-group-request";
import { describeGroupError } from "./group-errors";
import { conflictMessage, countGraphemes, groupNameCount, groupNameProblem } from "./group-name";

const THUMB = "👍🏽"; // two code points, one character as seen
const FAMILY = "👨‍👩‍👧"; // five code points joined by ZWJ
const E_ACCENT = "e\u0301"; // e + combining acute

describe("countGraphemes", () => {
  it("counts what a person sees as one character once", () => {
    expect(countGraphemes("")).toBe(0);
    expect(countGraphemes("abc")).toBe(3);
    expect(countGraphemes(THUMB)).toBe(1);
    expect(countGraphemes(FAMILY)).toBe(1);
    expect(countGraphemes(E_ACCENT)).toBe(1);
    expect(countGraphemes(`a${THUMB}b`)).toBe(3);
  });

  it("differs from the length the service may count (UTF-16 units: the strictest reading of a length the spec gives no unit)", () => {
    expect(groupNameLength(THUMB)).toBe(4);
    expect(groupNameLength(FAMILY)).toBe(8);
    expect(groupNameLength("😀")).toBe(2); // one code point, two UTF-16 units
  });
});

describe("groupNameProblem", () => {
  it("accepts 1 to 255 characters", () => {
    expect(groupNameProblem("a")).toBeNull();
    expect(groupNameProblem("x".repeat(255))).toBeNull();
    expect(groupNameProblem("é".repeat(255))).toBeNull();
  });

  it("blocks a name of 255 code points that a service counting UTF-16 units refuses (issue 41)", () => {
    const name = "😀".repeat(255); // 255 seen, 255 code points, 510 units
    expect(countGraphemes(name)).toBe(255);
    expect(groupNameProblem(name)).toBe(GROUP_NAME_LENGTH);
    expect(groupNameProblem(`${"😀".repeat(127)}x`)).toBeNull(); // 255 units
  });

  it("refuses an empty or blank name", () => {
    expect(groupNameProblem("")).toBe("Enter a name");
    expect(groupNameProblem("   ")).toBe(GROUP_NAME_REQUIRED);
  });

  it("refuses 256 characters and says how many there are", () => {
    expect(groupNameProblem("x".repeat(256))).toBe("A name has at most 255 characters (this one has 256)");
    expect(groupNameProblem(THUMB.repeat(256))).toMatch(/this one has 256/);
  });

  it("refuses, with the service's message, a name that fits as seen but not as the service counts", () => {
    const name = THUMB.repeat(200); // 200 characters, 800 units
    expect(countGraphemes(name)).toBe(200);
    expect(groupNameProblem(name)).toBe(GROUP_NAME_LENGTH);
  });

  it("never lets through a name the service's own schema refuses", () => {
    const samples = ["", " ", "a", "x".repeat(255), "x".repeat(256), THUMB.repeat(128), THUMB.repeat(127), `${"é".repeat(255)}`, E_ACCENT.repeat(128)];
    for (const name of samples) {
      const serviceAccepts = renameAssetGroupBodySchema.safeParse({ groupId: 1, name }).success;
      if (groupNameProblem(name) === null) expect(serviceAccepts, JSON.stringify(name)).toBe(true);
    }
  });
});

describe("groupNameCount", () => {
  it("counts as seen, and says so where the service counts more, so it never disagrees with the refusal", () => {
    expect(groupNameCount("Wallet apps")).toBe("11 / 255 characters");
    expect(groupNameCount(THUMB.repeat(200))).toBe("200 / 255 characters; the service may count 800 (emoji and accents can count as two or more)");
  });
});

describe("conflict and error messages", () => {
  it("names the name that was tried, with its case", () => {
    expect(conflictMessage("Phish")).toBe('A group named "Phish" already exists');
    expect(conflictMessage("phish")).toBe('A group named "phish" already exists');
  });

  it("maps each status to what happened and whether the list must be fetched again", () => {
    const err = (status: number, message = "m", issues: { message: string }[] = []) => new ApiClientError(status, "X", message, issues, "req-1");
    expect(describeGroupError(err(409, 'An asset group named "phish" already exists in this organization'), "phish")).toEqual({
      message: 'A group named "phish" already exists',
      refresh: true,
      requestId: "req-1",
    });
    expect(describeGroupError(err(404), "n")).toMatchObject({ refresh: true, message: expect.stringMatching(/no longer exists/) });
    expect(describeGroupError(err(403, "This asset group belongs to another organization"))).toMatchObject({
      refresh: true,
      message: expect.stringContaining("belongs to another organization"),
    });
    expect(describeGroupError(err(400, "Invalid body", [{ message: GROUP_NAME_LENGTH }]))).toEqual({
      message: GROUP_NAME_LENGTH,
      refresh: false,
      requestId: "req-1",
    });
    expect(describeGroupError(err(400, "Group ID is required"))).toMatchObject({ message: "Group ID is required" });
    expect(describeGroupError(err(502, "The service is unavailable"))).toMatchObject({ refresh: false, message: "The service is unavailable" });
    expect(describeGroupError(new Error("boom"))).toEqual({ message: "boom", refresh: false });
  });
});
