import { consolePath } from "@/lib/console-path";

/**
 * Links out of a healthcheck result. Pure.
 * A finding `ref` is `<kind>:<id>`. Links are built only from ids that pass `ID` (digits, at most
 * 16), each encoded into its query; kinds with no page of their own get no link, and the table
 * shows their detail in place.
 */

const ID = /^[0-9]{1,16}$/;

export type FindingLink = { label: string; href: string };

/** `proposal:12` → { kind: "proposal", id: "12" }; null when the ref is not `<kind>:<id>`. */
export function parseRef(ref: string): { kind: string; id: string } | null {
  const colon = ref.indexOf(":");
  if (colon < 0) return null;
  const kind = ref.slice(0, colon).trim().toLowerCase();
  const id = ref.slice(colon + 1).trim();
  return kind && id ? { kind, id } : null;
}

/**
 * The report a proposal finding is about: a `reportId` field when the service sends one, else
 * "report 123" / "report #123" in its message.
 */
export function proposalReportId(finding: { message: string; reportId?: unknown }): string | null {
  const field = finding.reportId;
  if ((typeof field === "number" || typeof field === "string") && ID.test(String(field))) return String(field);
  const match = /\breport #?([0-9]{1,16})\b/i.exec(finding.message);
  return match ? match[1]! : null;
}

/**
 * Where a finding leads: report → the report; proposal → its report and, as proposal findings list
 * work still pending, its review in triage; takedown → its row on /takedowns. Anything else → none.
 */
export function findingLinks(finding: { ref: string; message: string; reportId?: unknown }): FindingLink[] {
  const ref = parseRef(finding.ref);
  if (!ref || !ID.test(ref.id)) return [];
  const id = encodeURIComponent(ref.id);
  if (ref.kind === "report") return [{ label: `Report ${ref.id}`, href: `/reports?report=${id}` }];
  if (ref.kind === "takedown") return [{ label: `Takedown ${ref.id}`, href: `/takedowns?id=${id}` }];
  if (ref.kind === "proposal") {
    const reportId = proposalReportId(finding);
    return [
      ...(reportId ? [{ label: `Report ${reportId}`, href: `/reports?report=${encodeURIComponent(reportId)}` }] : []),
      { label: "Review in triage", href: `/triage?proposal=${id}` },
    ];
  }
  return [];
}

export type AppLink = { kind: "internal" | "external"; href: string };

/** A check's `appUrl`: a console path stays in the console; an http(s) URL opens outside; anything else is not a link. */
export function appLink(appUrl: string): AppLink | null {
  const url = appUrl.trim();
  if (url.startsWith("/")) {
    const path = consolePath(url);
    return path === null ? null : { kind: "internal", href: path };
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:") return { kind: "external", href: parsed.href };
  } catch {
    // not a URL
  }
  return null;
}
