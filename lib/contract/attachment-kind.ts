import { extensionOf } from "./filing-limits";

/** The extensions drawn as images (the documented upload extensions that browsers show). */
const IMAGE_EXTENSIONS = new Set([".avif", ".bmp", ".gif", ".jpeg", ".jpg", ".png", ".webp"]);

/** What each documented non-image extension is, in words. */
const FILE_WORDS: Record<string, string> = {
  ".csv": "CSV table",
  ".doc": "Word document",
  ".docx": "Word document",
  ".eml": "e-mail message",
  ".msg": "Outlook message",
  ".pdf": "PDF document",
  ".txt": "text file",
};

export type AttachmentKind = { kind: "image" } | { kind: "file"; fileName: string; words: string };

/**
 * Whether an attachment's address names an image or another file (an `.eml`, a `.pdf` filed as
 * evidence), by the extension of its last path segment. An address without an extension, or one
 * that cannot be read, is drawn as an image, as the service's own attachments always were.
 */
export function attachmentKindOf(url: string): AttachmentKind {
  let last: string;
  try {
    last = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  } catch {
    return { kind: "image" };
  }
  const extension = extensionOf(last);
  if (extension === "" || IMAGE_EXTENSIONS.has(extension)) return { kind: "image" };
  return { kind: "file", fileName: last, words: FILE_WORDS[extension] ?? `${extension.slice(1).toUpperCase()} file` };
}
