import { consolePath } from "@/lib/console-path";
import { LINKABLE_ID, parseFindingRef } from "@/lib/contract/finding-ref";

/**
 * Links out of a healthcheck result. Pure.
 * A finding names its target by `kind` and `ref` in any of the forms `parseFindingRef` reads.
 * Links are built only from ids that pass `LINKABLE_ID`, each encoded into its query; kinds with
 * no page of their own get no link, and the table shows their detail in place.
 */

export type FindingLink = { label: string; href: string };

/**
 * The report a proposal finding is about: a `reportId` field when the service sends one, else
 * "report 123" / "report #123" in its message.
 */
export function proposalReportId(finding: { message: string; reportId?: unknown }): string | null {
  const field = finding.reportId;
  if ((typeof field === "number" || typeof field === "string") && LINKABLE_ID.test(String(field))) return String(field);
  // A number, or an id with a short prefix (`rpt_…`); not any word that follows "report".
  const match = /\breport #?([0-9]{1,16}|[a-z]{2,8}_[A-Za-z0-9]{1,64})\b/i.exec(finding.message);
  return match ? match[1]! : null;
}

/**
 * Where a finding leads: report → the report; proposal → its report and, as proposal findings list
 * work still pending, its review in triage; takedown → its row on /takedowns. Anything else → none.
 */
export function findingLinks(finding: { kind?: unknown; ref: string; message: string; reportId?: unknown }): FindingLink[] {
  const ref = parseFindingRef(finding);
  if (!ref || !LINKABLE_ID.test(ref.id)) return [];
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
