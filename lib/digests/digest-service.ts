import "server-only";
import { randomUUID } from "node:crypto";
import { sendRendered } from "@/lib/alerts/channels/send";
import { listChannelSummaries } from "@/lib/alerts/channels-store";
import { unknownChannels } from "@/lib/alerts/rules-store";
import { ApiError, badRequest } from "@/lib/bff/errors";
import { getDb } from "@/lib/db";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { composeDigest } from "./compose";
import type { DigestPreview, DigestsView } from "./digest.types";
import type { DigestBody } from "./digest-schemas";
import { digestTick, enqueueManual, recentSends } from "./outbox";
import type { SendView } from "./outbox.types";
import { nextDue } from "./period";
import { createDigest, type Digest, deleteDigest, getDigest, listDigests, updateDigest } from "./store";

/** This process in the sends' claims (the job and "Send now" alike). */
const HOLDER = `${process.pid}-${randomUUID()}`;

export type { DigestPreview, DigestsView };

/** The console's own zone, the default of a new digest. */
export function consoleTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function notFound(): ApiError {
  return new ApiError(404, "NOT_FOUND", "No digest with this id");
}

async function checkChannels(channelIds: number[]): Promise<void> {
  const unknown = await unknownChannels(await getDb(), channelIds);
  if (unknown.length > 0) throw badRequest("Invalid body", [{ message: `No alert channel ${unknown.join(", ")}`, path: ["body", "channelIds"] }]);
}

export async function digestsView(now = new Date()): Promise<DigestsView> {
  const db = await getDb();
  const digests = await listDigests(db);
  return {
    digests: await Promise.all(
      digests.map(async (d) => ({ ...d, nextSendAt: d.enabled ? nextDue(d, now).scheduledAt : null, sends: await recentSends(db, d.id) })),
    ),
    channels: (await listChannelSummaries(db)).map((c) => ({ id: Number(c.id), name: c.name, type: c.type })),
    defaultTimeZone: consoleTimeZone(),
  };
}

export async function addDigest(body: DigestBody, by: string): Promise<{ digest: Digest }> {
  await checkChannels(body.channelIds);
  return { digest: await createDigest(await getDb(), body, by, new Date()) };
}

export async function changeDigest(id: number, body: DigestBody): Promise<{ digest: Digest }> {
  await checkChannels(body.channelIds);
  const digest = await updateDigest(await getDb(), id, body, new Date());
  if (!digest) throw notFound();
  return { digest };
}

export async function removeDigest(id: number): Promise<void> {
  if (!(await deleteDigest(await getDb(), id))) throw notFound();
}

/** The digest as it would be sent now: the same render every channel gets. */
export async function previewDigest(id: number, now = new Date()): Promise<DigestPreview> {
  const db = await getDb();
  const digest = await getDigest(db, id);
  if (!digest) throw notFound();
  const message = await composeDigest(db, getUpstreamClient(), digest, { scheduledAt: now.toISOString(), late: false }, now);
  return { subject: message.subject, text: message.text, html: message.html, slackText: (message.slack as { text: string }).text };
}

/** "Send now": one send to the chosen channels (all of the digest's when none), delivered before answering; failures are retried by the job. */
export async function sendDigestNow(id: number, channelIds: number[] | undefined, by: string): Promise<{ send: SendView | null }> {
  const db = await getDb();
  const digest = await getDigest(db, id);
  if (!digest) throw notFound();
  const chosen = channelIds ?? digest.channelIds;
  await checkChannels(chosen);
  const sendId = await enqueueManual(db, digest, by, new Date());
  const client = getUpstreamClient();
  await digestTick(
    { db, holder: HOLDER, now: () => new Date(), compose: (d, s) => composeDigest(db, client, d, s), deliver: sendRendered },
    { sendId, channelIds: chosen, enqueue: false },
  );
  const sends = await recentSends(db, id, 20);
  return { send: sends.find((s) => s.id === sendId) ?? null };
}

/** The job's tick: what is owed is inserted, rendered and delivered (every instance polls; rows are claimed). */
export async function digestJobTick(): Promise<void> {
  const db = await getDb();
  const client = getUpstreamClient();
  await digestTick({ db, holder: HOLDER, now: () => new Date(), compose: (d, s) => composeDigest(db, client, d, s), deliver: sendRendered });
}
