import { crc32, deflateSync } from "node:zlib";

/** Where the embedded demo service says its attachments are (lib/embedded-service/seed/reports.ts). */
const EMBEDDED_ATTACHMENT = /^https:\/\/files\.embedded\.invalid\/attachments\/(\d{1,12})-(\d{1,12})\.png$/;

/** Where the embedded demo service says an uploaded file is (lib/embedded-service/routes/attachments.ts), in each dialect's form. */
const EMBEDDED_UPLOAD =
  /^https:\/\/(?:files\.embedded\.invalid\/api\/files|cdn\.embedded\.invalid\/raw\/uploads\/\d{4}\/\d{2}\/\d{2}\/api-attachments\/org-\d{1,12})\/([0-9a-f-]{36})\/[^/]+$/;

/** The upload token of a file the embedded demo service stored (evidence filed from /reports/new), or null. */
export function embeddedUploadToken(url: string): string | null {
  return EMBEDDED_UPLOAD.exec(url)?.[1] ?? null;
}

/** The report and attachment ids of an embedded demo attachment address, or null for any other address. */
export function embeddedAttachmentIds(url: string): { report: number; attachment: number } | null {
  const match = EMBEDDED_ATTACHMENT.exec(url);
  return match ? { report: Number(match[1]), attachment: Number(match[2]) } : null;
}

const WIDTH = 160;
const HEIGHT = 120;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** HSL (hue in degrees, s and l in 0..1) to 8-bit RGB. */
function rgb(hue: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A small PNG standing in for a demo attachment: a tile coloured by its ids, with diagonal
 * stripes, the same bytes every time. The embedded service has no files to serve.
 */
export function embeddedAttachmentPng(ids: { report: number; attachment: number }): Buffer {
  const hue = (ids.report * 47 + ids.attachment * 131) % 360;
  const base = rgb(hue, 0.55, 0.55);
  const stripe = rgb(hue, 0.6, 0.4);
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = Math.floor((x + y) / 16) % 2 === 0 ? base : stripe;
      raw.writeUInt8(r, row + 1 + x * 3);
      raw.writeUInt8(g, row + 2 + x * 3);
      raw.writeUInt8(b, row + 3 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
