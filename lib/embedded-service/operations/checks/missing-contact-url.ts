import "server-only";
import type { MissingContactUrlBody } from "@/lib/contract/healthcheck-request";
import { appUrl, type CheckInput, type CheckOutcome } from "../result";

/** organization.missing-contact-url: the organization has no contact URL (null or blank) → fail. */
export function missingContactUrl({ db, org }: CheckInput, _body: MissingContactUrlBody): CheckOutcome {
  const row = db.prepare("SELECT contact_url AS contactUrl FROM organizations WHERE id = ?").get(org.id) as {
    contactUrl: string | null;
  };
  const hasContactUrl = typeof row.contactUrl === "string" && row.contactUrl.trim() !== "";
  return {
    severity: hasContactUrl ? "ok" : "fail",
    observed: { hasContactUrl },
    threshold: { contactUrlRequired: true },
    findings: hasContactUrl
      ? []
      : [
          {
            kind: "organization",
            ref: `organization:${org.slug}`,
            message: `${org.name} has no contact URL: hosts and registrars cannot reach the organization about takedowns.`,
            severity: "fail",
          },
        ],
    suggestedAction: hasContactUrl ? "No action needed." : "Set a contact URL for the organization.",
    appUrl: appUrl("/settings", { section: "organization" }),
  };
}
