"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { useUnsavedChangesWarning } from "@/components/ui/use-unsaved-changes-warning";
import { ApiClientError } from "@/lib/queries/api-fetch";
import { changeOwnPassword } from "@/lib/queries/session";
import { type PasswordChangeDraft, type PasswordChangeProblems, passwordChangeProblems } from "./user-rules";

const EMPTY: PasswordChangeDraft = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Notice = { tone: "success" | "error"; message: string; requestId?: string };

/** The signed-in user's own password, for every role. Other sessions end; this one stays. */
export function PasswordChangeForm({ username }: { username: string }) {
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<PasswordChangeProblems>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  useUnsavedChangesWarning(draft.currentPassword !== "" || draft.newPassword !== "" || draft.confirmPassword !== "");

  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      setDraft(EMPTY);
      setNotice({ tone: "success", message: "Password changed. Your other sessions have ended; this one stays signed in." });
    },
    onError: (error) => {
      const api = error instanceof ApiClientError ? error : null;
      // A refusal that names a field is shown at that field; anything else above the button.
      const byField: PasswordChangeProblems = {};
      for (const issue of api?.issues ?? []) {
        const field = issue.path?.[0];
        if (field === "currentPassword" || field === "newPassword") byField[field] = issue.message;
      }
      setProblems(byField);
      setNotice(Object.keys(byField).length > 0 && api?.status === 400 ? null : { tone: "error", message: error.message, requestId: api?.requestId });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found = passwordChangeProblems(draft);
    setProblems(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    change.mutate({ currentPassword: draft.currentPassword, newPassword: draft.newPassword });
  }

  const field = (name: keyof PasswordChangeDraft, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={problems[name]}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={autoComplete}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change your password" className="max-w-md space-y-3">
      {/* A password manager ties the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password", "At least 8 characters.")}
      {field("confirmPassword", "Confirm the new password", "new-password")}
      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} requestId={notice.requestId} testId="password-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>
      <Button type="submit" variant="primary" disabled={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
