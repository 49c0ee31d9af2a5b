import "server-only";
import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { extensionOf, UPLOAD_EXTENSIONS, UPLOAD_LIMITS } from "@/lib/contract/filing-limits";
import type { ServiceContext, ServiceEnv } from "../context";

type Upload = { fileName: string; bytes: Uint8Array };

const MINUTE_MS = 60_000;
const fail = (c: ServiceContext, status: ContentfulStatusCode, error: string, headers?: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  // The upload page's one error shape: a single string (docs/filing.md).
  return c.json({ error }, status);
};

/** The stored name: directory parts stripped; a name with control characters is refused. */
function cleanName(raw: string): string | null {
  const name = raw.split(/[\\/]/).pop()?.trim() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (name === "" || name.length > 255 || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

async function readUploads(c: ServiceContext): Promise<Upload[] | string> {
  const type = c.req.header("content-type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return "The multipart body could not be read";
    }
    const files = [...form.values()].filter((v): v is File => typeof v !== "string");
    if (files.length === 0) return "The multipart body has no file part";
    if (files.length > UPLOAD_LIMITS.files) return `At most ${UPLOAD_LIMITS.files} files per request`;
    return Promise.all(files.map(async (f) => ({ fileName: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
  }
  const names = new URL(c.req.url).searchParams.getAll("fileName");
  if (names.length !== 1) return names.length === 0 ? "fileName is required for a raw upload" : "fileName must appear exactly once";
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) return "The request body is empty";
  return [{ fileName: names[0]!, bytes }];
}

/**
 * POST /attachment/upload: raw bytes with `?fileName=`, or multipart with up to 10 files; 4 MB for
 * the whole body, 60 calls a minute per organization, the documented extensions only (HTML and
 * SVG never). Stored privately: the answer's address is the service's own (sparse: the older
 * public CDN form without `visibility`).
 */
export function registerAttachmentRoutes(app: Hono<ServiceEnv>): void {
  app.post("/attachment/upload", async (c) => {
    const { db, now, variant } = c.get("deps");
    const caller = c.get("caller");
    if (caller.powers.readOnly) return fail(c, 403, "This API key is read-only and cannot upload attachments");
    const at = now().getTime();
    const recent = db
      .prepare("SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM upload_rate WHERE organization_id = ? AND created_at > ?")
      .get(caller.organizationId, new Date(at - MINUTE_MS).toISOString()) as { n: number; oldest: string | null };
    if (recent.n >= UPLOAD_LIMITS.perMinute) {
      const wait = Math.max(1, Math.ceil((Date.parse(recent.oldest!) + MINUTE_MS - at) / 1000));
      return fail(c, 429, `Too many uploads: at most ${UPLOAD_LIMITS.perMinute} a minute per organization`, { "Retry-After": String(wait) });
    }
    db.prepare("INSERT INTO upload_rate (organization_id, created_at) VALUES (?, ?)").run(caller.organizationId, new Date(at).toISOString());
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > UPLOAD_LIMITS.requestBytes) return fail(c, 413, `Upload exceeds the ${UPLOAD_LIMITS.requestBytes} byte request limit.`);
    const uploads = await readUploads(c);
    if (typeof uploads === "string") return fail(c, 400, uploads);
    if (uploads.reduce((sum, u) => sum + u.bytes.length, 0) > UPLOAD_LIMITS.requestBytes) {
      return fail(c, 413, `Upload exceeds the ${UPLOAD_LIMITS.requestBytes} byte request limit.`);
    }
    for (const upload of uploads) {
      const name = cleanName(upload.fileName);
      if (name === null) return fail(c, 400, "The file name is empty, too long or has control characters");
      const ext = extensionOf(name);
      if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return fail(c, 400, `Files of type ${ext || "(none)"} are not accepted`);
      upload.fileName = name;
    }
    const insert = db.prepare("INSERT INTO uploads (organization_id, token, file_name, size_bytes, bytes, created_at) VALUES (?,?,?,?,?,?)");
    const day = new Date(at).toISOString().slice(0, 10).replaceAll("-", "/");
    const attachments = db.transaction(() =>
      uploads.map((u) => {
        const token = randomUUID();
        insert.run(caller.organizationId, token, u.fileName, u.bytes.length, Buffer.from(u.bytes), new Date(at).toISOString());
        const name = encodeURIComponent(u.fileName);
        if (variant === "sparse") {
          return {
            url: `https://cdn.embedded.invalid/raw/uploads/${day}/api-attachments/org-${caller.organizationId}/${token}/${name}`,
            fileName: u.fileName,
            sizeBytes: u.bytes.length,
          };
        }
        return { url: `https://files.embedded.invalid/api/files/${token}/${name}`, fileName: u.fileName, sizeBytes: u.bytes.length, visibility: "private" };
      }),
    )();
    return c.json({ attachments });
  });
}
