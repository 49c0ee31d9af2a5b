"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useUnsavedChangesWarning } from "@/components/ui/use-unsaved-changes-warning";
import { ApiClientError } from "@/lib/api/errors";
import { changeOwnPassword } from "@/lib/queries/session";
import { type PasswordChangeDraft, passwordChangeFormSchema } from "./user-rules";

const EMPTY: PasswordChangeDraft = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Notice = { tone: "success" | "error"; message: string; requestId?: string };

/** The signed-in user's own password, for every role. Other sessions end; this one stays. */
export function PasswordChangeForm({ username }: { username: string }) {
  // The route's own body schema and password policy (lib/auth/user-schemas) via passwordChangeFormSchema; checked on submit.
  const form = useForm<PasswordChangeDraft>({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: EMPTY, reValidateMode: "onSubmit" });
  const { errors } = form.formState;
  const [notice, setNotice] = useState<Notice | null>(null);
  const draft = form.watch();
  useUnsavedChangesWarning(draft.currentPassword !== "" || draft.newPassword !== "" || draft.confirmPassword !== "");

  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      form.reset(EMPTY);
      setNotice({ tone: "success", message: "Password changed. Your other sessions have ended; this one stays signed in." });
    },
    onError: (error) => {
      const api = error instanceof ApiClientError ? error : null;
      // A refusal that names a field is shown at that field; anything else above the button.
      let byField = 0;
      for (const issue of api?.issues ?? []) {
        const field = issue.path?.[0];
        if (field === "currentPassword" || field === "newPassword") {
          form.setError(field, { type: "server", message: issue.message });
          byField += 1;
        }
      }
      setNotice(byField > 0 && api?.status === 400 ? null : { tone: "error", message: error.message, requestId: api?.requestId });
    },
  });

  const submit = form.handleSubmit(
    ({ currentPassword, newPassword }) => {
      if (change.isPending) return;
      setNotice(null);
      change.mutate({ currentPassword, newPassword });
    },
    () => setNotice(null),
  );

  const field = (name: keyof PasswordChangeDraft, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <Input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} className="w-full" />}
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
