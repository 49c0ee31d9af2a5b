"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryState } from "@/components/ui/query-state";
import { ApiClientError } from "@/lib/api/errors";
import { createWallLink, revokeWallLink, type WallLinkView, wallLinkKeys, wallLinksQueryOptions, wallLinkUrl } from "@/lib/queries/wall-links";
import { CreatedLink } from "./created-wall-link";
import { WallLinkForm } from "./wall-link-form";
import { WallLinksTable } from "./wall-links-table";

/** Create, list and revoke read-only wall-screen links. */
export function WallLinksAdmin() {
  const queryClient = useQueryClient();
  const links = useQuery(wallLinksQueryOptions());
  const [created, setCreated] = useState<{ name: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<WallLinkView | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string; requestId?: string } | null>(null);

  const create = useMutation({
    mutationFn: createWallLink,
    onSuccess: ({ link, token }) => {
      setCreated({ name: link.name, url: wallLinkUrl(window.location.origin, token) });
      setNotice(null);
      void queryClient.invalidateQueries({ queryKey: wallLinkKeys.all });
    },
    onError: (error) => setNotice({ tone: "error", text: error.message, requestId: error instanceof ApiClientError ? error.requestId : undefined }),
  });
  const revoke = useMutation({
    mutationFn: (link: WallLinkView) => revokeWallLink(link.id),
    onSuccess: ({ link }) => {
      setRevoking(null);
      setNotice({ tone: "success", text: `“${link.name}” is revoked; its screens stop at their next refresh.` });
      void queryClient.invalidateQueries({ queryKey: wallLinkKeys.all });
    },
    onError: (error) => {
      setRevoking(null);
      setNotice({ tone: "error", text: error.message, requestId: error instanceof ApiClientError ? error.requestId : undefined });
    },
  });

  return (
    <div className="space-y-4">
      {created ? <CreatedLink name={created.name} url={created.url} onDone={() => setCreated(null)} /> : null}
      {notice ? (
        <ActionNotice tone={notice.tone} requestId={notice.requestId} onDismiss={() => setNotice(null)}>
          {notice.text}
        </ActionNotice>
      ) : null}
      <WallLinkForm pending={create.isPending} onCreate={(name) => create.mutateAsync(name)} />

      <section aria-labelledby="wall-links-heading">
        <h2 id="wall-links-heading" className="mb-2 text-lg font-semibold">
          Links
        </h2>
        <QueryState
          query={links}
          errorTitle="Could not load the wall links"
          loading={
            <p role="status" className="text-sm">
              Loading…
            </p>
          }
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted">No wall links yet.</p>
            ) : (
              <WallLinksTable links={list} onRevoke={(link) => setRevoking(link)} />
            )
          }
        </QueryState>
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this wall link?"
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      >
        Screens using “{revoking?.name}” stop showing data at their next refresh. This cannot be undone; you can create a new link.
      </ConfirmDialog>
    </div>
  );
}
