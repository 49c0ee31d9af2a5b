"use client";

import { ActionNotice } from "@/components/ui/action-notice";
import { buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "@/components/ui/section";
import { DataTable, Td } from "@/components/ui/table";
import { label } from "@/lib/format/labels";
import type { ChannelBody, ChannelSummary, ChannelView, RuleView } from "@/lib/queries/alerts";
import { ChannelForm } from "./channel-form";
import { EditDeleteButtons } from "./edit-delete-buttons";
import type { useAlertMutations } from "./use-alert-mutations";
import { useDeletion, useEditor } from "./use-editor";

/**
 * Where a channel sends: recipients and server, or the address's host and its mark
 * ("hooks.slack.com/… · mark 3f9a1c"; the path can be the secret and is never answered, the mark
 * tells two addresses on one host apart without giving either back).
 */
export function targetWords(channel: Pick<ChannelView, "type" | "settings" | "secretsSet" | "addressHost" | "addressMark">): string {
  const { host, to } = channel.settings;
  if (channel.type === "email") return `${(Array.isArray(to) ? to : []).join(", ")} via ${typeof host === "string" ? host : "?"}`;
  if (channel.type === "pagerduty") {
    const events = String(channel.settings.eventsUrl ?? "");
    return `${URL.canParse(events) ? new URL(events).host : "?"} · ${channel.secretsSet.includes("routingKey") ? "routing key set" : "no routing key"}`;
  }
  if (channel.addressHost) return `${channel.addressHost}/…${channel.addressMark ? ` · mark ${channel.addressMark}` : ""}`;
  return channel.secretsSet.includes("url") ? "an address that cannot be read" : "no address";
}

const MARK_TITLE = "The mark is drawn from the whole address: the same address always has the same mark, and the mark does not give the address back.";

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
  const editor = useEditor<ChannelView, ChannelBody>(mutations.saveChannel);
  const deletion = useDeletion<ChannelSummary>(mutations.deleteChannel);
  const showTarget = channels.some(withSettings);
  return (
    <Section
      headingId="alert-channels-title"
      title="Channels"
      className="space-y-2"
      action={
        isAdmin && !editor.isOpen ? (
          <button
            type="button"
            className={buttonVariants({ variant: "primary" })}
            disabled={blockedBy !== null}
            aria-describedby={blockedBy ? "alert-channels-blocked" : undefined}
            onClick={editor.startNew}
          >
            New channel
          </button>
        ) : null
      }
    >
      {blockedBy ? (
        <ActionNotice tone="warning" id="alert-channels-blocked" testId="alert-channels-blocked">
          {blockedBy}
        </ActionNotice>
      ) : null}
      {editor.form ? (
        <ChannelForm
          key={editor.form.key}
          channel={editor.form.item}
          pending={editor.form.pending}
          error={editor.form.error}
          onCancel={editor.form.onCancel}
          onSave={editor.form.onSave}
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
        <DataTable
          label="Notification channels"
          data-testid="alert-channels"
          columns={["Name", "Type", showTarget && "Target"]}
          actions
          items={channels}
          row={(c) => (
            <tr key={c.id} data-testid="alert-channel-row">
              <Td className="font-medium">{c.name}</Td>
              <Td>{label("alertChannelType", c.type)}</Td>
              {showTarget ? <Td title={withSettings(c) && c.addressMark ? MARK_TITLE : undefined}>{withSettings(c) ? targetWords(c) : null}</Td> : null}
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
                    <EditDeleteButtons name={c.name} onEdit={() => withSettings(c) && editor.edit(c)} onDelete={() => deletion.ask(c)} />
                  </div>
                ) : null}
              </Td>
            </tr>
          )}
        />
      )}
      <ConfirmDialog title="Delete this channel?" confirmLabel="Delete channel" {...deletion.dialog}>
        {deletion.doomed ? <DeletionWords channel={deletion.doomed} rules={rules} /> : null}
      </ConfirmDialog>
    </Section>
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
