"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Input } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { useToast } from "@/components/ui/toast";
import { ApiClientError } from "@/lib/api/errors";
import { createWallLink, revokeWallLink, type WallLinkView, wallLinkKeys, wallLinksQueryOptions, wallLinkUrl } from "@/lib/queries/wall-links";

function CreatedLink({ name, url, onDone }: { name: string; url: string; onDone: () => void }) {
  const toast = useToast();
  return (
    <div role="status" className="mb-4 rounded border-2 border-ok bg-ok-soft p-3 text-sm text-ok" data-testid="created-wall-link">
      <p className="font-semibold">Wall link “{name}” created. Copy it now: it is shown only once.</p>
      <label htmlFor="new-wall-link" className="mt-2 block font-medium">
        Link
      </label>
      <div className="mt-1 flex gap-2">
        <Input id="new-wall-link" readOnly value={url} className="w-full font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => toast({ message: "Copied." }),
              () => toast({ tone: "error", message: "The browser refused the clipboard: select the link and copy it." }),
            )
          }
        >
          Copy
        </Button>
      </div>
      <p className="mt-2">Open it on the wall screen&apos;s browser. Anyone with the link can see the wall (read-only) until you revoke it.</p>
      <Button className="mt-2" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

/** Create, list and revoke read-only wall-screen links. */
export function WallLinksAdmin() {
  const queryClient = useQueryClient();
  const links = useQuery(wallLinksQueryOptions());
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<WallLinkView | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string; requestId?: string } | null>(null);

  const create = useMutation({
    mutationFn: createWallLink,
    onSuccess: ({ link, token }) => {
      setCreated({ name: link.name, url: wallLinkUrl(window.location.origin, token) });
      setName("");
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > 100) {
      setNameError(trimmed.length === 0 ? "Give the link a name, e.g. the room of the screen." : "The name is at most 100 characters.");
      return;
    }
    setNameError(null);
    create.mutate(trimmed);
  }

  return (
    <div className="space-y-4">
      {created ? <CreatedLink name={created.name} url={created.url} onDone={() => setCreated(null)} /> : null}
      {notice ? (
        <ActionNotice tone={notice.tone} requestId={notice.requestId} onDismiss={() => setNotice(null)}>
          {notice.text}
        </ActionNotice>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" aria-label="Create a wall link">
        <div className="w-72">
          <label htmlFor="wall-link-name" className="block text-sm font-medium">
            Name
          </label>
          <Input
            id="wall-link-name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            placeholder="Ops room screen"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "wall-link-name-error" : undefined}
            className="mt-1 w-full"
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create link"}
        </Button>
        {nameError ? (
          <p id="wall-link-name-error" role="alert" className="w-full text-sm text-fail">
            {nameError}
          </p>
        ) : null}
      </form>

      <section aria-labelledby="wall-links-heading">
        <h2 id="wall-links-heading" className="mb-2 text-lg font-semibold">
          Links
        </h2>
        {links.isPending ? (
          <p role="status" className="text-sm">
            Loading…
          </p>
        ) : links.isError ? (
          <ErrorPanel error={links.error} title="Could not load the wall links" onRetry={() => void links.refetch()} />
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted">No wall links yet.</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="wall-links">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Created
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Last used
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {links.data.map((link) => (
                <tr key={link.id} className="border-b border-border" data-testid={`wall-link-${link.id}`}>
                  <td className="py-1.5 pr-3 font-medium">{link.name}</td>
                  <td className="py-1.5 pr-3">
                    <RelativeTime iso={link.createdAt} /> by {link.createdBy}
                  </td>
                  <td className="py-1.5 pr-3">{link.lastUsedAt ? <RelativeTime iso={link.lastUsedAt} /> : "Never"}</td>
                  <td className="py-1.5 pr-3">
                    {link.revokedAt ? (
                      <span>
                        <span aria-hidden>✕ </span>Revoked <RelativeTime iso={link.revokedAt} />
                      </span>
                    ) : (
                      <span>
                        <span aria-hidden>● </span>Active
                      </span>
                    )}
                  </td>
                  <td className="py-1.5 text-right">
                    {link.revokedAt ? null : (
                      <Button onClick={() => setRevoking(link)} aria-label={`Revoke ${link.name}`}>
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
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
