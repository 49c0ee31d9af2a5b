/** The raster formats an attachment may be served as. SVG is not one: it can carry script. */
export const RASTER_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
export type RasterType = (typeof RASTER_TYPES)[number];

/** The media type a `Content-Type` header names (parameters dropped, lower case), if it is a raster type. */
export function declaredRasterType(header: string | null): RasterType | null {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = type === "image/jpg" || type === "image/pjpeg" ? "image/jpeg" : type;
  return (RASTER_TYPES as readonly string[]).includes(known) ? (known as RasterType) : null;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The raster type the first bytes show (magic numbers), or null when they show none of them. */
export function sniffRasterType(bytes: Uint8Array): RasterType | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then compatible brands, within the ftyp box.
    const boxSize = Math.min((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!, bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "image/avif";
    }
  }
  return null;
}
