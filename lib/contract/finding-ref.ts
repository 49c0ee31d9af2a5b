/**
 * What a healthcheck finding points at, whatever form its `ref` takes: `kind:id`
 * (`takedown:3018`), a bare id with the finding's own `kind` (`{ kind: "takedown", ref: "3018" }`),
 * or a URL of the service's app (`https://app.example.com/acme/takedowns/3018`, `…?id=3018`). Pure.
 */

export type FindingTarget = { kind: string; id: string };

/**
 * Ids are opaque (`3018`, `rpt_1234567890abcdef`, `prop_abc123`), but only those of these
 * characters become links: nothing that could climb out of, or add to, the query it is put in.
 */
export const LINKABLE_ID = /^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$/;

const KIND_ALIASES: Record<string, string> = { reports: "report", proposals: "proposal", takedowns: "takedown", assets: "asset" };
const REVERSE_ALIASES: Record<string, true> = Object.fromEntries(Object.values(KIND_ALIASES).map((k) => [k, true]));

function normalKind(kind: string): string {
  const k = kind.trim().toLowerCase();
  return KIND_ALIASES[k] ?? k;
}

function fromUrl(url: URL, kind: string): FindingTarget | null {
  const segments = url.pathname
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  // …/takedowns/3018: the segment after one naming a kind.
  for (let i = segments.length - 2; i >= 0; i--) {
    const named = normalKind(segments[i]!);
    if (named in REVERSE_ALIASES || named === kind) return { kind: named, id: segments[i + 1]! };
  }
  // …/takedowns?id=3018, …?takedown=3018, …?takedownId=3018
  const last = segments.length > 0 ? normalKind(segments[segments.length - 1]!) : "";
  const named = kind || (last in REVERSE_ALIASES ? last : "");
  if (!named) return null;
  for (const name of [named, `${named}Id`, "id"]) {
    const value = url.searchParams.get(name);
    if (value) return { kind: named, id: value };
  }
  return null;
}

/** The finding's target as `{ kind, id }` (kind lower case, singular); null when the ref names nothing. */
export function parseFindingRef(finding: { kind?: unknown; ref: string }): FindingTarget | null {
  const kind = typeof finding.kind === "string" ? normalKind(finding.kind) : "";
  const ref = finding.ref.trim();
  if (ref === "") return null;
  if (/^https?:\/\//i.test(ref) || ref.startsWith("/")) {
    let url: URL;
    try {
      url = new URL(ref, "http://app.invalid");
    } catch {
      return null;
    }
    const target = fromUrl(url, kind);
    return target?.kind && target.id ? target : null;
  }
  const colon = ref.indexOf(":");
  if (colon >= 0) {
    const prefix = normalKind(ref.slice(0, colon));
    const id = ref.slice(colon + 1).trim();
    return prefix && id ? { kind: prefix, id } : null;
  }
  return kind ? { kind, id: ref } : null;
}
