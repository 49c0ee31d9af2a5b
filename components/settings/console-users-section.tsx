"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { consoleUserListQuery } from "@/lib/queries/console-users";
import { AddUserForm } from "./add-user-form";
import { type UserNotice, useConsoleUserMutations } from "./use-console-user-mutations";
import { UserRow } from "./user-row";

/** The console's own users: the same operations as `npm run users`, each recorded in the activity log. */
export function ConsoleUsersSection({ currentUsername }: { currentUsername: string }) {
  const list = useQuery(consoleUserListQuery());
  const [notice, setNotice] = useState<UserNotice | null>(null);
  const [toRemove, setToRemove] = useState<string | null>(null);
  const { add, setRole, setPassword, remove } = useConsoleUserMutations(setNotice);
  const busy = setRole.isPending || setPassword.isPending || remove.isPending;

  return (
    <section aria-labelledby="users-heading" className="space-y-3">
      <h2 id="users-heading" className="text-lg font-semibold">
        Console users
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Who may sign in to this console, and with which role. The last admin can be neither removed nor demoted.
      </p>
      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} requestId={notice.requestId} onDismiss={() => setNotice(null)} testId="users-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>
      {list.isPending ? (
        <p aria-busy="true" className="text-sm">
          Loading users…
        </p>
      ) : list.isError ? (
        <ErrorPanel error={list.error} title="The users could not be loaded" onRetry={() => list.refetch()} />
      ) : (
        <table className="w-full max-w-3xl border-collapse text-sm">
          <caption className="sr-only">Console users and their roles</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left dark:border-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                User
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Role
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.users.map((user) => (
              <UserRow
                // The role a row shows resets when the stored role changes.
                key={`${user.username}:${user.role}`}
                user={user}
                isSelf={user.username === currentUsername}
                busy={busy}
                onSetRole={(role) => {
                  setNotice(null);
                  // Demoting yourself takes this page away: load it again to see what is left.
                  return setRole.mutateAsync({ username: user.username, role }).then(() => {
                    if (user.username === currentUsername) window.location.reload();
                  });
                }}
                onSetPassword={(password) => {
                  setNotice(null);
                  return setPassword.mutateAsync({ username: user.username, password });
                }}
                onRemove={() => {
                  setNotice(null);
                  setToRemove(user.username);
                }}
              />
            ))}
          </tbody>
        </table>
      )}
      <AddUserForm
        pending={add.isPending}
        onAdd={(user) => {
          setNotice(null);
          return add.mutateAsync(user);
        }}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={`Remove ${toRemove ?? ""}?`}
        confirmLabel="Remove user"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onCancel={() => {
          if (!remove.isPending) setToRemove(null);
        }}
        onConfirm={() => {
          if (!toRemove || remove.isPending) return;
          const removingSelf = toRemove === currentUsername;
          remove.mutate(toRemove, {
            onSettled: () => setToRemove(null),
            onSuccess: () => removingSelf && window.location.assign("/sign-in"),
          });
        }}
      >
        {toRemove === currentUsername
          ? "This is you: your session ends at once and you are signed out."
          : `${toRemove} can no longer sign in; a session they have open stops working at once.`}
      </ConfirmDialog>
    </section>
  );
}
