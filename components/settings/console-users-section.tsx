"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadingText, QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { Table, TableHead } from "@/components/ui/table";
import type { Role } from "@/lib/auth/permissions";
import { consoleUserListQuery } from "@/lib/queries/console-users";
import { AddUserForm } from "./add-user-form";
import { type UserNotice, useConsoleUserMutations } from "./use-console-user-mutations";
import { UserRow } from "./user-row";

/** The console's own users: the same operations as `npm run users`, each recorded in the activity log. */
export function ConsoleUsersSection({ currentUsername }: { currentUsername: string }) {
  const list = useQuery(consoleUserListQuery());
  const [notice, setNotice] = useState<UserNotice | null>(null);
  const [toRemove, setToRemove] = useState<string | null>(null);
  // Demoting yourself waits for this dialog; the row's promise settles with its answer.
  const [selfDemotion, setSelfDemotion] = useState<{ role: Role; done: () => void; cancel: () => void } | null>(null);
  const { add, setRole, setPassword, remove } = useConsoleUserMutations(setNotice);
  const busy = setRole.isPending || setPassword.isPending || remove.isPending;
  const adminCount = list.data?.users.filter((u) => u.role === "admin").length ?? 0;

  return (
    <Section
      headingId="users-heading"
      title="Console users"
      description="Who may sign in to this console, and with which role. The last admin can be neither removed nor demoted."
    >
      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} requestId={notice.requestId} onDismiss={() => setNotice(null)} testId="users-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>
      <QueryState query={list} errorTitle="The users could not be loaded" loading={<LoadingText>Loading users…</LoadingText>}>
        {(data) => (
          <Table caption="Console users and their roles" className="max-w-3xl">
            <TableHead columns={["User", "Role"]} actions />
            <tbody>
              {data.users.map((user) => (
                <UserRow
                  // The role a row shows resets when the stored role changes.
                  key={`${user.username}:${user.role}`}
                  user={user}
                  isSelf={user.username === currentUsername}
                  onlyAdmin={user.role === "admin" && adminCount === 1}
                  busy={busy}
                  onSetRole={(role) => {
                    setNotice(null);
                    if (user.username === currentUsername && user.role === "admin" && role !== "admin") {
                      return new Promise<void>((done, cancel) => setSelfDemotion({ role, done, cancel: () => cancel(new Error("cancelled")) }));
                    }
                    return setRole.mutateAsync({ username: user.username, role });
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
          </Table>
        )}
      </QueryState>
      <AddUserForm
        pending={add.isPending}
        onAdd={(user) => {
          setNotice(null);
          return add.mutateAsync(user);
        }}
      />
      <ConfirmDialog
        open={selfDemotion !== null}
        title={`Make yourself ${selfDemotion?.role ?? ""}?`}
        confirmLabel={`Become ${selfDemotion?.role ?? ""}`}
        pendingLabel="Changing…"
        pending={setRole.isPending}
        onCancel={() => {
          if (setRole.isPending || !selfDemotion) return;
          selfDemotion.cancel();
          setSelfDemotion(null);
        }}
        onConfirm={() => {
          if (!selfDemotion || setRole.isPending) return;
          setRole.mutate(
            { username: currentUsername, role: selfDemotion.role },
            {
              onSuccess: () => {
                selfDemotion.done();
                // The admin parts of this page are gone: load it again to see what is left.
                window.location.reload();
              },
              onError: () => {
                selfDemotion.cancel();
                setSelfDemotion(null);
              },
            },
          );
        }}
      >
        You lose access to the admin settings at once: the service user&apos;s profile, the console&apos;s users, wall-screen links, Unblock and Activity. You
        are signed out and sign in again as {selfDemotion?.role}; only another admin can make you admin again.
      </ConfirmDialog>
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
    </Section>
  );
}
