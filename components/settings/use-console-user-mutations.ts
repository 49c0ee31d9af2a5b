"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiClientError } from "@/lib/api/errors";
import type { Role } from "@/lib/auth/permissions";
import { addConsoleUser, consoleUserKeys, removeConsoleUser, setConsoleUserPassword, setConsoleUserRole } from "@/lib/queries/console-users";

export type UserNotice = { tone: "success" | "error"; message: string; requestId?: string };

/** The same operations as `npm run users`; every outcome is reported through `notify`, and the list is re-read after each. */
export function useConsoleUserMutations(notify: (notice: UserNotice) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleUserKeys.all });
  const onError = (error: Error) => {
    notify({ tone: "error", message: error.message, requestId: error instanceof ApiClientError ? error.requestId : undefined });
    void refresh();
  };

  const add = useMutation({
    mutationFn: addConsoleUser,
    onSuccess: (user) => {
      notify({ tone: "success", message: `Added ${user.username} as ${user.role}.` });
      return refresh();
    },
    onError,
  });

  const setRole = useMutation({
    mutationFn: ({ username, role }: { username: string; role: Role }) => setConsoleUserRole(username, role),
    onSuccess: (user) => {
      notify({ tone: "success", message: `${user.username} is now ${user.role}.` });
      return refresh();
    },
    onError,
  });

  const setPassword = useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) => setConsoleUserPassword(username, password),
    onSuccess: (user) => notify({ tone: "success", message: `The password of ${user.username} was reset; sessions signed in with the old one have ended.` }),
    onError,
  });

  const remove = useMutation({
    mutationFn: (username: string) => removeConsoleUser(username),
    onSuccess: (user) => {
      notify({ tone: "success", message: `Removed ${user.username}.` });
      return refresh();
    },
    onError,
  });

  return { add, setRole, setPassword, remove };
}
