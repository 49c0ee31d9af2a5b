import type { ProtectionConfig, User } from "@/lib/contract/user";
import type { UpdateUserBody } from "@/lib/contract/user-request";

export const PROTECTION_SWITCHES = [
  { key: "linkMonitoring", label: "Link monitoring", hint: "Watch links shared with the organization's users." },
  { key: "socialMediaScanning", label: "Social media scanning", hint: "Look for impersonation on social networks." },
  { key: "historyScanning", label: "History scanning", hint: "Check past content again when detections change." },
] as const;

export type ProtectionKey = (typeof PROTECTION_SWITCHES)[number]["key"];

export type ProfileDraft = { name: string; avatarUrl: string; protection: Record<ProtectionKey, boolean> };
export type ProfileProblems = Partial<Record<"name" | "avatarUrl", string>>;

export const MAX_NAME = 100;
export const MAX_AVATAR_URL = 2048;

/** An absolute http:// or https:// address with a host; nothing else (no javascript:, data:, relative paths). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function draftFromUser(user: User): ProfileDraft {
  const p: ProtectionConfig = user.protectionConfig;
  return {
    name: user.name ?? "",
    avatarUrl: user.avatarUrl ?? "",
    // A switch the service did not send is shown as not sent and cannot be changed (profileChanges leaves it out).
    protection: { linkMonitoring: p.linkMonitoring ?? false, socialMediaScanning: p.socialMediaScanning ?? false, historyScanning: p.historyScanning ?? false },
  };
}

export function checkProfileDraft(draft: ProfileDraft, original: User): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = draft.name.trim();
  // A name the service did not send may stay empty: it is then not sent back either.
  if (name === "" && original.name !== null) problems.name = "Enter a name";
  else if (name.length > MAX_NAME) problems.name = `A name has at most ${MAX_NAME} characters`;
  const avatar = draft.avatarUrl.trim();
  if (avatar === "") {
    if (original.avatarUrl) problems.avatarUrl = "Enter an http(s) address: the service can replace the picture, not remove it";
  } else if (avatar.length > MAX_AVATAR_URL) problems.avatarUrl = `The address has at most ${MAX_AVATAR_URL} characters`;
  else if (!isHttpUrl(avatar)) problems.avatarUrl = "Enter an address starting with http:// or https://";
  return problems;
}

/** The update body: only what differs from the loaded profile; null when nothing does. */
export function profileChanges(original: User, draft: ProfileDraft): UpdateUserBody | null {
  const body: UpdateUserBody = {};
  const name = draft.name.trim();
  if (name !== (original.name ?? "")) body.name = name;
  const avatar = draft.avatarUrl.trim();
  if (avatar !== "" && avatar !== (original.avatarUrl ?? "")) body.avatarUrl = avatar;
  const protection: NonNullable<UpdateUserBody["protectionConfig"]> = {};
  for (const { key } of PROTECTION_SWITCHES) {
    const sent = original.protectionConfig[key];
    if (sent !== null && draft.protection[key] !== sent) protection[key] = draft.protection[key];
  }
  if (Object.keys(protection).length > 0) body.protectionConfig = protection;
  return Object.keys(body).length > 0 ? body : null;
}
