/**
 * A weekly digest as the settings screen reads it (lib/digests/digest-service.ts builds it on the
 * server): types only, so the browser's code can name them without importing a server module.
 */
import type { SendView } from "./outbox.types";

export type Digest = {
  id: number;
  name: string;
  organizations: string[];
  channelIds: number[];
  day: number;
  hour: number;
  timeZone: string;
  enabled: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
};

export type DigestView = Digest & { nextSendAt: string | null; sends: SendView[] };
export type DigestsView = { digests: DigestView[]; channels: { id: number; name: string; type: string }[]; defaultTimeZone: string };
export type DigestPreview = { subject: string; text: string; html: string; slackText: string };
