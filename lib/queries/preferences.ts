import { queryOptions } from "@tanstack/react-query";
import type { PreferencesView } from "@/lib/accounts/preferences-schema";
import { callApi } from "@/lib/api/client";
import { changePreferencesApi, preferencesApi } from "@/lib/api-routes/session";
import { consoleKey } from "./api-key";

/** The signed-in user's own choices, in every organization. */
export const preferenceKeys = { all: consoleKey(preferencesApi) };

export const preferencesQuery = () => queryOptions({ queryKey: preferenceKeys.all, queryFn: ({ signal }) => callApi(preferencesApi, {}, { signal }) });

export function changePreferences(changes: { email?: string | null; followDecisions?: boolean }): Promise<PreferencesView> {
  return callApi(changePreferencesApi, { body: changes });
}
