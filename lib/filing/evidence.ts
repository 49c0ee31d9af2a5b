import { extensionOf, UPLOAD_EXTENSIONS, UPLOAD_LIMITS } from "@/lib/contract/filing-limits";
import { MULTIPART_OVERHEAD_PER_FILE } from "./batches";

/** The largest file one upload call can carry (the whole body is capped, with room for its framing). */
export const MAX_EVIDENCE_BYTES = UPLOAD_LIMITS.requestBytes - MULTIPART_OVERHEAD_PER_FILE;

const MB = 1024 * 1024;

/**
 * Why the service would refuse a file, in words, before anything is sent; null when it would take
 * it. The rules are the service's (docs/filing.md): its extensions only, HTML and SVG never (a
 * page or an image that runs code when opened), at most 4 MB.
 */
export function evidenceProblem(file: { name: string; size: number }): string | null {
  const ext = extensionOf(file.name);
  if (ext === ".html" || ext === ".htm" || ext === ".svg" || ext === ".svgz") {
    return `${ext.slice(1).toUpperCase()} files are refused by the service: they can run code when opened. Attach a screenshot or a PDF of it instead.`;
  }
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    return `${ext ? `${ext} files are` : "A file without an extension is"} not accepted by the service. It takes ${UPLOAD_EXTENSIONS.join(" ")}.`;
  }
  if (file.size === 0) return "The file is empty.";
  if (file.size > MAX_EVIDENCE_BYTES) return `The file is ${(file.size / MB).toFixed(1)} MB; the service takes at most 4 MB per upload.`;
  return null;
}
