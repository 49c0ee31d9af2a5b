import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { profileApi, profileUpdateApi } from "@/lib/api-routes/user";
import type { UserResponse } from "@/lib/contract/user";
import type { UpdateUserBody } from "@/lib/contract/user-request";
import { consoleKey } from "./api-key";

/** Not under an organization: the service user the server's key belongs to, whichever organization it acts on. */
export const profileKeys = {
  all: ["profile"] as const,
  me: () => consoleKey(profileApi),
};

/** POST /api/user/me: a read, though the service asks for POST. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => callApi(profileApi, { body: {} }, { signal }),
  });

/** Sends only the fields that changed. */
export function updateProfile(changes: UpdateUserBody): Promise<UserResponse> {
  return callApi(profileUpdateApi, { body: changes });
}
