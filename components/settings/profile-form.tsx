"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { CodeLabel } from "@/components/ui/code-label";
import { Input } from "@/components/ui/input";
import { useUnsavedChangesWarning } from "@/components/ui/use-unsaved-changes-warning";
import { ApiClientError } from "@/lib/api/errors";
import { cn } from "@/lib/cn";
import type { CurrentUserResponse, User } from "@/lib/contract/user";
import { NOT_SENT } from "@/lib/format/not-sent";
import { profileKeys, updateProfile } from "@/lib/queries/profile";
import { AvatarPreview } from "./avatar-preview";
import { checkProfileDraft, draftFromUser, PROTECTION_SWITCHES, type ProfileProblems, profileChanges } from "./profile-changes";

type Notice = { tone: "success" | "error" | "info"; message: string; requestId?: string };

export function ProfileForm({ user }: { user: User }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftFromUser(user));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const changes = profileChanges(user, draft);
  useUnsavedChangesWarning(changes !== null);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user: saved }, sent) => {
      queryClient.setQueryData<CurrentUserResponse>(profileKeys.me(), (old) => (old ? { ...old, user: saved } : old));
      setDraft(draftFromUser(saved));
      const fields = [sent.name !== undefined && "name", sent.avatarUrl !== undefined && "avatar", sent.protectionConfig && "protection"].filter(Boolean);
      setNotice({ tone: "success", message: `Profile saved (${fields.join(", ")}).` });
    },
    onError: (error) => {
      const issues = error instanceof ApiClientError && error.status === 400 ? error.issues.map((i) => i.message) : [];
      setNotice({
        tone: "error",
        message: issues.length > 0 ? issues.join("; ") : error.message,
        requestId: error instanceof ApiClientError ? error.requestId : undefined,
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkProfileDraft(draft, user);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!changes) return setNotice({ tone: "info", message: "Nothing to save: no field was changed." });
    setNotice(null);
    save.mutate(changes);
  }

  const describedBy = (field: keyof ProfileProblems, extra?: string) =>
    [extra, problems[field] ? `${id}-${field}-problem` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4" aria-label="Service user profile">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Email</dt>
        <dd data-testid="profile-email" className={user.email === null ? "text-muted" : undefined}>
          {user.email ?? NOT_SENT}
        </dd>
        <dt className="font-medium">Service role</dt>
        <dd data-testid="profile-role">
          {user.role === null ? <span className="text-muted">{NOT_SENT}</span> : <CodeLabel kind="reporterRole" value={user.role} />}
        </dd>
      </dl>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          Name
        </label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={describedBy("name")}
          className="mt-1 w-full"
        />
        {user.name === null ? (
          <p className="text-xs text-muted" data-testid="profile-name-not-sent">
            Your name was {NOT_SENT}; leave it empty to keep it as it is there.
          </p>
        ) : null}
        {problems.name ? (
          <p id={`${id}-name-problem`} className="text-sm text-fail">
            {problems.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-avatar`} className="block text-sm font-medium">
          Avatar URL
        </label>
        <Input
          id={`${id}-avatar`}
          type="url"
          inputMode="url"
          value={draft.avatarUrl}
          onChange={(e) => setDraft({ ...draft, avatarUrl: e.target.value })}
          aria-invalid={problems.avatarUrl ? true : undefined}
          aria-describedby={describedBy("avatarUrl", `${id}-avatar-hint`)}
          className="mt-1 w-full font-mono"
          spellCheck={false}
        />
        <p id={`${id}-avatar-hint`} className="text-xs text-muted">
          An http:// or https:// address of an image.
        </p>
        {problems.avatarUrl ? (
          <p id={`${id}-avatarUrl-problem`} className="text-sm text-fail">
            {problems.avatarUrl}
          </p>
        ) : null}
        <div className="mt-2">
          <AvatarPreview url={draft.avatarUrl} />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Protection</legend>
        {PROTECTION_SWITCHES.map((s) => (
          <div key={s.key} className="flex items-start gap-3">
            <button
              type="button"
              role="switch"
              aria-checked={draft.protection[s.key]}
              aria-labelledby={`${id}-${s.key}-label`}
              aria-describedby={`${id}-${s.key}-hint`}
              disabled={user.protectionConfig[s.key] === null}
              onClick={() => setDraft({ ...draft, protection: { ...draft.protection, [s.key]: !draft.protection[s.key] } })}
              className={cn(
                "mt-0.5 w-12 shrink-0 rounded-full border px-1 py-0.5 text-xs font-semibold",
                draft.protection[s.key] ? "border-accent bg-accent text-on-accent" : "border-border bg-surface-sunken text-text",
              )}
            >
              {user.protectionConfig[s.key] === null ? "?" : draft.protection[s.key] ? "On" : "Off"}
            </button>
            <div>
              <span id={`${id}-${s.key}-label`} className="text-sm">
                {s.label}
              </span>
              <p id={`${id}-${s.key}-hint`} className="text-xs text-muted">
                {user.protectionConfig[s.key] === null ? `Its setting was ${NOT_SENT}, so it cannot be changed here. ` : ""}
                {s.hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} requestId={notice.requestId} testId="profile-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save profile"}
        </Button>
        <Button
          disabled={save.isPending || !changes}
          onClick={() => {
            setDraft(draftFromUser(user));
            setProblems({});
            setNotice(null);
          }}
        >
          Discard changes
        </Button>
        <span className="text-xs text-muted">{changes ? "Unsaved changes" : "No unsaved changes"}</span>
      </div>
    </form>
  );
}
