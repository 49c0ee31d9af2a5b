import { describe, expect, it } from "vitest";
import type { User } from "@/lib/contract/user";
import { updateUserBodySchema } from "@/lib/contract/user-request";
import { checkProfileDraft, draftFromUser, isHttpUrl, profileChanges } from "./profile-changes";

const USER: User = {
  id: 1,
  name: "Acme Security",
  avatarUrl: "https://cdn.example/a.png",
  email: "sec@acme.example",
  role: "CUSTOMER",
  protectionConfig: { linkMonitoring: true, socialMediaScanning: false, historyScanning: true },
};

describe("isHttpUrl", () => {
  it.each(["https://cdn.example/a.png", "http://localhost:8080/x", "HTTPS://EXAMPLE.COM"])("accepts %s", (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    "",
    "cdn.example/a.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAA",
    "ftp://x.example/a",
    "//x.example/a",
    "https://",
    "http:/x",
    "/relative.png",
    " https://x.example",
  ])("refuses %j", (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  it("agrees with the request schema on what it accepts", () => {
    for (const url of ["https://cdn.example/a.png", "http://localhost:8080/x"]) {
      expect(updateUserBodySchema.safeParse({ avatarUrl: url }).success).toBe(true);
    }
    for (const url of ["javascript:alert(1)", "ftp://x.example/a"]) {
      expect(updateUserBodySchema.safeParse({ avatarUrl: url }).success).toBe(false);
    }
  });
});

describe("profileChanges", () => {
  it("is null when nothing changed (spaces around the name do not count)", () => {
    expect(profileChanges(USER, draftFromUser(USER))).toBeNull();
    expect(profileChanges(USER, { ...draftFromUser(USER), name: " Acme Security " })).toBeNull();
  });

  it("sends only the changed fields and only the changed switches", () => {
    const draft = draftFromUser(USER);
    draft.protection.socialMediaScanning = true;
    expect(profileChanges(USER, draft)).toEqual({ protectionConfig: { socialMediaScanning: true } });
    draft.name = "Acme SecOps";
    draft.avatarUrl = "https://cdn.example/b.png";
    const body = profileChanges(USER, draft);
    expect(body).toEqual({ name: "Acme SecOps", avatarUrl: "https://cdn.example/b.png", protectionConfig: { socialMediaScanning: true } });
    expect(updateUserBodySchema.safeParse(body).success).toBe(true);
  });

  it("never sends an empty avatar for a user without one", () => {
    const noAvatar = { ...USER, avatarUrl: null };
    expect(profileChanges(noAvatar, draftFromUser(noAvatar))).toBeNull();
    expect(checkProfileDraft(draftFromUser(noAvatar), noAvatar)).toEqual({});
  });
});

describe("checkProfileDraft", () => {
  it("refuses an empty or long name and a non-http(s) avatar", () => {
    expect(checkProfileDraft({ ...draftFromUser(USER), name: "  " }, USER).name).toBe("Enter a name");
    expect(checkProfileDraft({ ...draftFromUser(USER), name: "n".repeat(101) }, USER).name).toMatch(/100/);
    expect(checkProfileDraft({ ...draftFromUser(USER), avatarUrl: "javascript:alert(1)" }, USER).avatarUrl).toMatch(/http:\/\/ or https:\/\//);
    expect(checkProfileDraft({ ...draftFromUser(USER), avatarUrl: "" }, USER).avatarUrl).toMatch(/replace the picture/);
    expect(checkProfileDraft(draftFromUser(USER), USER)).toEqual({});
  });
});

describe("a profile with fields the service did not send", () => {
  const sparse = {
    id: 1,
    name: null,
    avatarUrl: null,
    email: null,
    role: null,
    protectionConfig: { linkMonitoring: null, socialMediaScanning: true, historyScanning: false, notSent: ["linkMonitoring"] },
    notSent: ["name", "email", "role"],
  };

  it("lets the unknown name stay empty and never sends a switch whose setting was not sent", () => {
    const draft = draftFromUser(sparse);
    expect(draft.name).toBe("");
    expect(checkProfileDraft(draft, sparse)).toEqual({});
    expect(profileChanges(sparse, draft)).toBeNull();
    const toggled = { ...draft, protection: { ...draft.protection, linkMonitoring: true, historyScanning: true } };
    expect(profileChanges(sparse, toggled)).toEqual({ protectionConfig: { historyScanning: true } });
    expect(profileChanges(sparse, { ...draft, name: "Ada" })).toEqual({ name: "Ada" });
  });
});
