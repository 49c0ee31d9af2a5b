"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { callApi } from "@/lib/api/client";
import { webhookRegisterApi, webhookSecretRotateApi } from "@/lib/api-routes/service";
import { webhookKeys } from "@/lib/queries/webhooks";

/**
 * Registers the console's receiver, its events and its secret with the service (POST /webhook/config),
 * and rotates the secret: a new one registered, the one before it still accepted for a day.
 */
export function RegisterWebhook() {
  const queryClient = useQueryClient();
  const register = useMutation({ mutationFn: () => callApi(webhookRegisterApi, { body: {} }) });
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => callApi(webhookSecretRotateApi, { body: {} }),
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
  const pending = register.isPending || rotate.isPending;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={pending} onClick={() => register.mutate()}>
          {register.isPending ? "Registering…" : "Register with the service"}
        </Button>
        <Button disabled={pending} onClick={() => setConfirming(true)}>
          Rotate the secret
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Rotate the service webhooks' secret?"
        confirmLabel="Rotate and register"
        pendingLabel="Rotating…"
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
        onCancel={() => setConfirming(false)}
      >
        The console makes a new secret and registers it with the service, which signs what it sends with it from then on. What the service signed with the
        current secret is still accepted for a day. SERVICE_WEBHOOK_SECRET is no longer used after this.
      </ConfirmDialog>
      <div aria-live="polite">
        {register.data ? (
          <ActionNotice tone="success" testId="webhook-registered">
            Registered: the service sends {register.data.events?.join(", ") ?? "its events"} to {register.data.url}, signed with the console&apos;s secret.
          </ActionNotice>
        ) : null}
        {register.isError ? (
          <ActionNotice tone="error" testId="webhook-register-error">
            Not registered: {register.error.message}
          </ActionNotice>
        ) : null}
        {rotate.data ? (
          <ActionNotice tone="success" testId="webhook-secret-rotated">
            Secret rotated and registered with the service.{" "}
            {rotate.data.previousUntil ? (
              <>
                The old secret is accepted until <RelativeTime iso={rotate.data.previousUntil} />.
              </>
            ) : null}
          </ActionNotice>
        ) : null}
        {rotate.isError ? (
          <ActionNotice tone="error" testId="webhook-rotate-error">
            Not rotated: {rotate.error.message}
          </ActionNotice>
        ) : null}
      </div>
    </div>
  );
}
