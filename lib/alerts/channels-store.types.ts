/** Alert channels as the API and its screens show them (isomorphic: no store behind it). */
import type { ChannelType } from "./rule-schema";

export type ChannelUpdate = { channel: ChannelView; signingSecret?: string };

/** A channel as the API shows it: settings, and which secrets are set, never their values. */
export type ChannelView = {
  id: number;
  name: string;
  type: ChannelType;
  settings: Record<string, unknown>;
  secretsSet: string[];
  /** Where a Slack, Teams or webhook channel posts: the address's host (and port), never its path or query, which can be the secret. */
  addressHost: string | null;
  /** A short keyed mark of the whole address (addressMark), so two channels to one host can be told apart; null without an address. */
  addressMark: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What every reader sees of a channel: its name and kind. Settings (hosts, recipients) are for admins. */
export type ChannelSummary = Pick<ChannelView, "id" | "name" | "type">;
