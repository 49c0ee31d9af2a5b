import type { AccountService, AccountSetup } from "@/lib/contract/account-setup";

/**
 * What the account is set up for, item by item, in words (docs/account.md): each item on or
 * present, missing (with what that prevents and who can change it), or not said by the service.
 */
export type ReadinessItem = {
  id: string;
  label: string;
  state: "ready" | "missing" | "unknown" | "note";
  /** "On", "Off", "Present", "Missing", "Not said by the service". */
  status: string;
  /** What the missing item prevents; for a note, what it means. */
  prevents: string | null;
  /** Who can change it. */
  ask: string | null;
};

const ACCOUNT_MANAGER = "Ask the service's account manager for the organization to switch it on.";
const LEGAL = "Ask the organization's legal contact to provide one; an admin uploads it in the organization's settings on the service.";

const SERVICE_WORDS: Record<AccountService, { label: string; prevents: string }> = {
  reporting: { label: "Reporting", prevents: "Reports filed for the organization are not taken: new threats cannot be sent to the service." },
  reviewing: { label: "Reviewing", prevents: "The service does not review the organization's reports, so proposals wait with nobody deciding them." },
  protection: { label: "Protection", prevents: "Blocked assets are not passed to the wallets, browsers and partners that use the service's blocklist." },
  takedowns: { label: "Takedowns", prevents: "Nothing is taken down: a blocked site stays online at its host." },
  detection: { label: "Detection", prevents: "The service does not look for new threats against the organization: only what people report is found." },
  darkWebMonitoring: { label: "Dark web monitoring", prevents: "Leaked credentials and mentions of the organization on the dark web are not watched." },
};

function item(id: string, label: string, value: boolean | null, words: { on: string; off: string }, prevents: string, ask: string): ReadinessItem {
  if (value === null) return { id, label, state: "unknown", status: "Not said by the service", prevents: null, ask: null };
  return value ? { id, label, state: "ready", status: words.on, prevents: null, ask: null } : { id, label, state: "missing", status: words.off, prevents, ask };
}

const ON_OFF = { on: "On", off: "Off" };
const PRESENT = { on: "Present", off: "Missing" };

export function readinessItems(setup: AccountSetup): ReadinessItem[] {
  const items = (Object.keys(SERVICE_WORDS) as AccountService[]).map((s) =>
    item(`service-${s}`, SERVICE_WORDS[s].label, setup.services[s], ON_OFF, SERVICE_WORDS[s].prevents, ACCOUNT_MANAGER),
  );
  if (setup.services.takedowns !== false) {
    items.push(
      item(
        "takedown-automation",
        "Takedown automation",
        setup.takedownsAutomated,
        ON_OFF,
        "Each takedown waits for someone at the service to file it by hand, so phishing sites stay up longer.",
        ACCOUNT_MANAGER,
      ),
    );
  }
  items.push(
    item(
      "letter-of-authorization",
      "Letter of authorization",
      setup.letterOfAuthorization,
      PRESENT,
      "Registrars and hosts may refuse takedowns the service files for the organization: nothing shows the service may act on its behalf.",
      LEGAL,
    ),
    item(
      "power-of-attorney",
      "Power of attorney",
      setup.powerOfAttorney,
      PRESENT,
      "Takedowns with providers that ask for a power of attorney cannot be filed.",
      LEGAL,
    ),
  );
  const marks = setup.trademarks;
  items.push(
    marks === null
      ? { id: "trademarks", label: "Trademarks", state: "unknown", status: "Not said by the service", prevents: null, ask: null }
      : marks.length > 0
        ? {
            id: "trademarks",
            label: "Trademarks",
            state: "ready",
            status: marks.map((m) => [m.office, m.number].filter(Boolean).join(" ") || "A registration").join(", "),
            prevents: null,
            ask: null,
          }
        : {
            id: "trademarks",
            label: "Trademarks",
            state: "missing",
            status: "None registered with the service",
            prevents: "Takedowns of sites and accounts impersonating the brand are weaker: providers ask for a registered trademark.",
            ask: "Ask the organization's legal contact for its trademark registrations; an admin adds them in the organization's settings on the service.",
          },
  );
  const approval = setup.obligatoryAdminApproval;
  items.push({
    id: "admin-approval",
    label: "Admin approval",
    state: approval === null ? "unknown" : "note",
    status: approval === null ? "Not said by the service" : approval ? "Required" : "Not required",
    prevents:
      approval === null
        ? null
        : approval
          ? "Every approval waits for an organization admin's confirmation at the service before it blocks anything."
          : "An approval blocks at once, with no admin confirming it at the service.",
    ask: null,
  });
  return items;
}

/** "2 items missing", "Ready", for the card's heading. */
export function readinessSummary(items: readonly ReadinessItem[]): string {
  const missing = items.filter((i) => i.state === "missing").length;
  const unknown = items.filter((i) => i.state === "unknown").length;
  if (missing === 0 && unknown === 0) return "Set up for everything the console uses";
  const parts = [missing > 0 ? `${missing} missing` : null, unknown > 0 ? `${unknown} not said by the service` : null].filter(Boolean);
  return parts.join(", ");
}
