import { apiFetch } from "./api-fetch";

/** The signed-in user's own password; the server ends their other sessions and keeps this one. */
export function changeOwnPassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  return apiFetch<void>("/api/session/password", { method: "POST", body: input });
}
