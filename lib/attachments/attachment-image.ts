import "server-only";
import { z } from "zod";
import type { ApiErrorCode } from "@/lib/api/errors";
import { embeddedAttachmentIds, embeddedAttachmentPng, embeddedUploadToken } from "@/lib/attachments/embedded-image";
import { FailureMemory } from "@/lib/attachments/failure-memory";
import { type FetchedImage, type FetchImageOptions, fetchImage, ImageFetchError } from "@/lib/attachments/fetch-image";
import { sniffRasterType } from "@/lib/attachments/image-type";
import { isSignedImageUrl } from "@/lib/attachments/signed-path";
import { ApiError, apiError } from "@/lib/bff/errors";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";

export const attachmentImageQuerySchema = z.strictObject({
  url: z.string().min(1).max(4096),
  sig: z.string().regex(/^[A-Za-z0-9_-]{32}$/, "Expected the signature the console gave with the address"),
});

/** How long the browser keeps an image (private: only this reader's browser, never a shared cache). */
export const IMAGE_CACHE_SECONDS = 3600;

const REFUSALS = {
  refused: "ATTACHMENT_REFUSED",
  unreachable: "ATTACHMENT_UNREACHABLE",
  status: "ATTACHMENT_UNREACHABLE",
  redirects: "ATTACHMENT_UNREACHABLE",
  timeout: "ATTACHMENT_TIMEOUT",
  "too-large": "ATTACHMENT_TOO_LARGE",
  "not-an-image": "ATTACHMENT_NOT_AN_IMAGE",
} as const satisfies Record<ImageFetchError["reason"], ApiErrorCode>;

/**
 * An attachment image served from the console's origin (GET /api/attachments/image): only an
 * address the console signed, fetched by lib/attachments/fetch-image.ts. On the embedded demo
 * service its made-up `files.embedded.invalid` addresses are drawn here instead (no DNS, no
 * network); a real service's addresses never take that path.
 */
export async function attachmentImage(query: z.output<typeof attachmentImageQuerySchema>, options?: FetchImageOptions): Promise<Response> {
  if (!isSignedImageUrl(query.url, query.sig)) {
    throw new ApiError(403, "ATTACHMENT_NOT_SIGNED", "This address is not one the console gave for a report's attachment");
  }
  const image = await loadImage(query.url, options);
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.type,
      "Content-Length": String(image.body.byteLength),
      "Cache-Control": `private, max-age=${IMAGE_CACHE_SECONDS}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
      "Content-Disposition": "inline",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

/**
 * Attachments that failed lately, by address: a broken image is on every view of its report, so
 * its failure is answered from here for a few minutes instead of being fetched (and logged) again.
 */
const failures = new FailureMemory<ApiError>({ ttlMs: 5 * 60_000, max: 2000 });

async function loadImage(url: string, options?: FetchImageOptions): Promise<FetchedImage> {
  const embedded = getEnv().demoMode ? embeddedAttachmentIds(url) : null;
  if (embedded) return { body: embeddedAttachmentPng(embedded), type: "image/png" };
  const upload = getEnv().demoMode ? embeddedUploadToken(url) : null;
  if (upload) return embeddedUploadImage(upload);
  const remembered = failures.recall(url);
  if (remembered) throw remembered;
  try {
    return await fetchImage(url, { allowedPorts: getEnv().ATTACHMENT_ALLOWED_PORTS, ...options });
  } catch (error) {
    if (!(error instanceof ImageFetchError)) throw error;
    const code = REFUSALS[error.reason];
    const refusal: ApiError = apiError(code, error.message);
    // The image's host's fault, not the console's: a warning, once per address while remembered.
    // The host alone is logged: an attachment's address may carry a token.
    getLogger().warn({ code, reason: error.reason, host: hostOf(url) }, "attachment image not served");
    refusal.logged = true;
    failures.remember(url, refusal);
    throw refusal;
  }
}

/** Evidence filed in the demo, from the embedded service's store: an image only (its bytes say so), as any fetched one. */
async function embeddedUploadImage(token: string): Promise<FetchedImage> {
  const { embeddedUpload } = await import("@/lib/embedded-service/in-process");
  const file = embeddedUpload(token);
  if (!file) throw apiError("ATTACHMENT_UNREACHABLE", "The embedded service has no such file");
  const type = sniffRasterType(file.bytes);
  if (!type) throw apiError("ATTACHMENT_NOT_AN_IMAGE", "The file is not an image the console shows");
  return { body: file.bytes, type };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
