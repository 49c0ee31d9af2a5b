"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LoadingText, QueryState } from "@/components/ui/query-state";
import type { PreferencesView } from "@/lib/accounts/preferences-schema";
import { ApiClientError } from "@/lib/api/errors";
import { changePreferences, preferenceKeys, preferencesQuery } from "@/lib/queries/preferences";

type Notice = { tone: "success" | "error"; message: string; requestId?: string };

/** The signed-in user's own: where the console mails them, and whether what they decide in triage is followed for them. */
export function NotificationPreferences() {
  const preferences = useQuery(preferencesQuery());
  return (
    <QueryState query={preferences} errorTitle="Your notification settings could not be loaded" loading={<LoadingText>Loading your settings…</LoadingText>}>
      {(data) => <PreferencesForm current={data} />}
    </QueryState>
  );
}

function PreferencesForm({ current }: { current: PreferencesView }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(current.email ?? "");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: changePreferences,
    onSuccess: (view, sent) => {
      queryClient.setQueryData(preferenceKeys.all, view);
      setEmailError(null);
      setNotice({
        tone: "success",
        message:
          sent.followDecisions === undefined
            ? view.email
              ? view.emailChannel
                ? `Mail about the assets you follow goes to ${view.email}.`
                : `Mail goes to ${view.email} once an admin adds an email channel.`
              : "No address: the console mails you nothing."
            : view.followDecisions
              ? "The assets of the reviews you send are followed for you."
              : "Reviews you send no longer follow their assets; what you follow stays.",
      });
    },
    onError: (error) => {
      const api = error instanceof ApiClientError ? error : null;
      const atEmail = api?.issues?.find((i) => i.path?.includes("email"));
      if (atEmail) {
        setEmailError(atEmail.message);
        setNotice(null);
      } else setNotice({ tone: "error", message: error.message, requestId: api?.requestId });
    },
  });

  return (
    <div className="max-w-md space-y-4">
      <form
        noValidate
        aria-label="Your address for mail"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!change.isPending) change.mutate({ email: email.trim() });
        }}
      >
        <Field
          label="Your email address"
          hint={
            current.emailFromProvider
              ? "Set by your identity provider at every sign-in."
              : current.emailChannel
                ? "A change of an asset you follow is mailed here."
                : "The console has no email channel yet (Alerts → Channels): nothing is mailed until an admin adds one."
          }
          error={emailError ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              readOnly={current.emailFromProvider}
              className="w-full"
            />
          )}
        </Field>
        {current.emailFromProvider ? null : (
          <Button type="submit" disabled={change.isPending || email.trim() === (current.email ?? "")}>
            Save address
          </Button>
        )}
      </form>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={current.followDecisions}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ followDecisions: e.target.checked })}
        />
        <span>
          Follow the asset of every review I send
          <span className="block text-xs text-muted">Its state, liveness and takedown then show in Reported assets → Following.</span>
        </span>
      </label>
      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} requestId={notice.requestId} testId="preferences-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>
    </div>
  );
}
