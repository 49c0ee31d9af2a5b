"use client";

import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Table, Td, Th } from "@/components/ui/table";
import { label } from "@/lib/format/labels";
import type { ChannelSummary, ChannelView, RuleView } from "@/lib/queries/alerts";
import { ChannelForm } from "./channel-form";
import { EditDeleteButtons } from "./edit-delete-buttons";
import type { useAlertMutations } from "./use-alert-mutations";

/** Where a channel sends: recipients and server, or the address's host ("hooks.slack.com/…"; the path can be the secret and is never answered). */
export function targetWords(channel: Pick<ChannelView, "type" | "settings" | "secretsSet" | "addressHost">): string {
  const { host, to } = channel.settings;
  if (channel.type === "email") return `${(Array.isArray(to) ? to : []).join(", ")} via ${typeof host === "string" ? host : "?"}`;
  if (channel.addressHost) return `${channel.addressHost}/…`;
  return channel.secretsSet.includes("url") ? "an address that cannot be read" : "no address";
}

/** Admins get each channel's settings; other readers its name and kind only (GET /api/alerts). */
const withSettings = (channel: ChannelView | ChannelSummary): channel is ChannelView => "settings" in channel;

export function ChannelsSection({
  channels,
  rules,
  linksOffBecause = null,
  blockedBy,
  isAdmin,
  mutations,
}: {
  channels: (ChannelView | ChannelSummary)[];
  /** The rules, to say which a deletion takes the channel off. */
  rules: Pick<RuleView, "name" | "channelIds">[];
  /** Why notifications carry no link to the console (PUBLIC_URL unset), else null. */
  linksOffBecause?: string | null;
  /** Why no channel can be stored on this configuration (a missing ALERTS_SECRET), else null. */
  blockedBy: string | null;
  isAdmin: boolean;
  mutations: ReturnType<typeof useAlertMutations>;
}) {
  const [editing, setEditing] = useState<ChannelView | "new" | null>(null);
  const [doomed, setDoomed] = useState<ChannelSummary | null>(null);
  const showTarget = channels.some(withSettings);
  return (
    <section aria-labelledby="alert-channels-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="alert-channels-title" className="text-lg font-semibold">
          Channels
        </h2>
        {isAdmin && editing === null ? (
          <button
            type="button"
            className={buttonVariants({ variant: "primary" })}
            disabled={blockedBy !== null}
            aria-describedby={blockedBy ? "alert-channels-blocked" : undefined}
            onClick={() => {
              mutations.saveChannel.reset();
              setEditing("new");
            }}
          >
            New channel
          </button>
        ) : null}
      </div>
      {blockedBy ? (
        <ActionNotice tone="warning" id="alert-channels-blocked" testId="alert-channels-blocked">
          {blockedBy}
        </ActionNotice>
      ) : null}
      {editing !== null ? (
        <ChannelForm
          key={editing === "new" ? "new" : editing.id}
          channel={editing === "new" ? null : editing}
          pending={mutations.saveChannel.isPending}
          error={mutations.saveChannel.error}
          onCancel={() => {
            mutations.saveChannel.reset();
            setEditing(null);
          }}
          onSave={(body) => mutations.saveChannel.mutate({ body, id: editing === "new" ? undefined : editing.id }, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
      {isAdmin && !blockedBy && linksOffBecause ? (
        <p className="text-xs text-muted" data-testid="alert-links-off">
          {linksOffBecause}
        </p>
      ) : null}
      {blockedBy ? null : channels.length === 0 ? (
        <p className="text-xs text-muted">No channels yet.</p>
      ) : (
        <ScrollRegion label="Notification channels">
          <Table data-testid="alert-channels">
            <caption className="sr-only">Notification channels</caption>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Type</Th>
                {showTarget ? <Th>Target</Th> : null}
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {channels.map((c) => (
                <tr key={c.id} data-testid="alert-channel-row">
                  <Td className="font-medium">{c.name}</Td>
                  <Td>{label("alertChannelType", c.type)}</Td>
                  {showTarget ? <Td>{withSettings(c) ? targetWords(c) : null}</Td> : null}
                  <Td className="whitespace-nowrap">
                    {isAdmin ? (
                      <div className="flex flex-wrap items-center gap-2">
                        <button
                          type="button"
                          className={buttonVariants({ variant: "secondary" })}
                          disabled={mutations.testChannel.isPending}
                          onClick={() => mutations.testChannel.mutate(c.id)}
                          aria-label={`Send test to ${c.name}`}
                        >
                          Send test
                        </button>
                        <EditDeleteButtons
                          name={c.name}
                          onEdit={() => {
                            if (!withSettings(c)) return;
                            mutations.saveChannel.reset();
                            setEditing(c);
                          }}
                          onDelete={() => setDoomed(c)}
                        />
                      </div>
                    ) : null}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this channel?"
        confirmLabel="Delete channel"
        pending={mutations.deleteChannel.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && mutations.deleteChannel.mutate(doomed.id, { onSettled: () => setDoomed(null) })}
      >
        {doomed ? <DeletionWords channel={doomed} rules={rules} /> : null}
      </ConfirmDialog>
    </section>
  );
}

/** What deleting a channel does to the rules naming it: it is taken off them (lib/alerts/channels-store.ts). */
export function deletionWords(channel: ChannelSummary, rules: Pick<RuleView, "name" | "channelIds">[]): string {
  const using = rules.filter((r) => r.channelIds.includes(channel.id));
  const undelivered = "notifications not yet delivered to it are given up.";
  if (using.length === 0) return `No rule notifies “${channel.name}”; ${undelivered}`;
  const names = using.map((r) => `“${r.name}”`).join(", ");
  const alone = using.filter((r) => r.channelIds.length === 1).map((r) => `“${r.name}”`);
  const left = alone.length === 0 ? "" : ` ${alone.join(", ")} then ${alone.length === 1 ? "notifies" : "notify"} no channel.`;
  return `It is taken off ${using.length === 1 ? "the rule" : `${using.length} rules`} ${names}; ${undelivered}${left}`;
}

function DeletionWords({ channel, rules }: { channel: ChannelSummary; rules: Pick<RuleView, "name" | "channelIds">[] }) {
  return <span data-testid="channel-deletion-words">{deletionWords(channel, rules)}</span>;
}
