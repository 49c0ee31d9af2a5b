import "server-only";
import { type CurrentUserResponse, currentUserResponseSchema, type UserResponse, userResponseSchema } from "@/lib/contract/user";
import type { UpdateUserBody } from "@/lib/contract/user-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** POST /user/me → `{ user, organizations? }`. A read. */
export async function getCurrentUser(client: UpstreamClient, body: { slug?: string } = {}, opts: CallOptions = {}): Promise<CurrentUserResponse> {
  const { data } = await client.request({
    method: "POST",
    path: ["user", "me"],
    body,
    idempotent: true,
    schema: currentUserResponseSchema,
    ...opts,
  });
  return data;
}

/** POST /user/me/update → `{ user }`. A mutation: never retried. */
export async function updateCurrentUser(client: UpstreamClient, body: UpdateUserBody, opts: CallOptions = {}): Promise<UserResponse> {
  const { data } = await client.request({
    method: "POST",
    path: ["user", "me", "update"],
    body,
    idempotent: false,
    schema: userResponseSchema,
    ...opts,
  });
  return data;
}
