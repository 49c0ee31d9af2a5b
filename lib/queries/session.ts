import { callApi } from "@/lib/api/client";
import { changeOwnPasswordApi } from "@/lib/api-routes/session";

/** The signed-in user's own password; the server ends their other sessions and keeps this one. */
export function changeOwnPassword(input: { currentPassword: string; newPassword: string }): Promise<undefined> {
  return callApi(changeOwnPasswordApi, { body: input });
}
