import { queryOptions } from "@tanstack/react-query";
import type { CurrentUserResponse, UserResponse } from "@/lib/contract/user";
import type { UpdateUserBody } from "@/lib/contract/user-request";
import { apiFetch } from "./api-fetch";

/** Not under an organization: the service user the server's key belongs to, whichever organization it acts on. */
export const profileKeys = {
  all: ["profile"] as const,
  me: () => [...profileKeys.all, "me"] as const,
};

/** POST /api/user/me: a read, though the service asks for POST. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => apiFetch<CurrentUserResponse>("/api/user/me", { method: "POST", body: {}, signal }),
  });

/** Sends only the fields that changed. */
export function updateProfile(changes: UpdateUserBody): Promise<UserResponse> {
  return apiFetch<UserResponse>("/api/user/me/update", { method: "POST", body: changes });
}
