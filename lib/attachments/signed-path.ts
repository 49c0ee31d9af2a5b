import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getSessionSecret } from "@/lib/auth/session-secret";
import type { Attachment } from "@/lib/contract/report";

/** The console's own address for an attachment image (GET /api/attachments/image). */
export const ATTACHMENT_IMAGE_PATH = "/api/attachments/image";

function signatureOf(url: string, secret: string): string {
  return createHmac("sha256", secret).update(`attachment-image\u0000${url}`).digest("base64url").slice(0, 32);
}

/**
 * Addresses already signed: a list page polled again and again carries the same attachments, and
 * an address's signature never changes under one secret (bench/console.md, session 7: the HMAC
 * was about 2 % of the list route's CPU). Emptied when full or when the secret changes.
 */
const SIGNED_MAX = 5_000;
const signed = { secret: "", paths: new Map<string, string>() };

/**
 * The proxy serves only addresses the service named as a report's attachment: the console signs
 * each one as the report passes through (with the session secret, the same on every instance),
 * so the route is not a fetch-anything gadget for whoever is signed in.
 */
export function signedImagePath(url: string, secret = getSessionSecret()): string {
  if (signed.secret !== secret || signed.paths.size >= SIGNED_MAX) signed.paths = new Map();
  signed.secret = secret;
  let path = signed.paths.get(url);
  if (path === undefined) {
    path = `${ATTACHMENT_IMAGE_PATH}?${new URLSearchParams({ url, sig: signatureOf(url, secret) })}`;
    signed.paths.set(url, path);
  }
  return path;
}

export function isSignedImageUrl(url: string, sig: string, secret = getSessionSecret()): boolean {
  const expected = Buffer.from(signatureOf(url, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type WithAttachments = { attachments: Attachment[] };

/**
 * The report with each attachment's `imagePath` set to its signed proxy address (replacing any
 * value of that name the service sent). Applied where reports leave the console's server for the
 * browser: the list, one report by id, the triage queue.
 */
export function withImagePaths<R extends WithAttachments>(report: R, secret = getSessionSecret()): R {
  if (report.attachments.length === 0) return report;
  // An attachment whose address the service did not send has nothing to load.
  return { ...report, attachments: report.attachments.map((a) => (a.url === null ? a : { ...a, imagePath: signedImagePath(a.url, secret) })) };
}
