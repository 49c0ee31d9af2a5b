import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { signInSettingsApi, testMappingApi } from "@/lib/api-routes/sign-in";
import { consoleKey } from "./api-key";

/** Not under an organization: how people sign in to this console. */
export const signInKeys = {
  all: ["session", "sso"] as const,
  settings: () => consoleKey(signInSettingsApi),
};

export const signInSettingsQuery = () => queryOptions({ queryKey: signInKeys.settings(), queryFn: ({ signal }) => callApi(signInSettingsApi, {}, { signal }) });

export const testRoleMapping = (claims: Record<string, unknown>) => callApi(testMappingApi, { body: { claims } });
