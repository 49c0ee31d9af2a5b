import "server-only";
import type { Database } from "better-sqlite3";
import { formatId, type Variant } from "./context";

/**
 * What each demo organization's account is set up for (`POST /user/orgs`), as the service's
 * examples shape it (docs/account.md). Fixed in code: the service changes it only through its
 * staff. Takedown automation is the organizations table's own switch (the automation check reads it).
 * acme lacks a letter of authorization and trademarks; globex lacks detection and a power of attorney.
 */
const SETUP: Record<
  string,
  { off: readonly string[]; approval: boolean; loa: boolean; poa: boolean; trademarks: { office: string; number: string }[]; status: string }
> = {
  acme: { off: ["darkWebMonitoring"], approval: true, loa: false, poa: true, trademarks: [], status: "ACTIVE" },
  globex: {
    off: ["detection", "darkWebMonitoring"],
    approval: false,
    loa: true,
    poa: false,
    trademarks: [{ office: "USPTO", number: "6123456" }],
    status: "ACTIVE",
  },
  initech: { off: [], approval: false, loa: true, poa: true, trademarks: [{ office: "EUIPO", number: "018234567" }], status: "POC" },
};

const SERVICES = ["reporting", "reviewing", "protection", "takedowns", "detection", "darkWebMonitoring"] as const;

type OrganizationRow = { id: number; slug: string; name: string; automated_takedowns_enabled: number };

export function organizationRows(db: Database, ids: readonly number[] | "all"): OrganizationRow[] {
  const all = db.prepare("SELECT id, slug, name, automated_takedowns_enabled FROM organizations ORDER BY id").all() as OrganizationRow[];
  return ids === "all" ? all : all.filter((o) => ids.includes(o.id));
}

export function subscriptionStatusOf(slug: string): string {
  return SETUP[slug]?.status ?? "ACTIVE";
}

/** One organization as `POST /user/orgs` lists it; the sparse dialect leaves out what the docs give no table for. */
export function presentAccount(row: OrganizationRow, variant: Variant): Record<string, unknown> {
  const setup = SETUP[row.slug] ?? { off: [], approval: false, loa: false, poa: false, trademarks: [], status: "ACTIVE" };
  const services = Object.fromEntries(
    SERVICES.map((name) => {
      const active = !setup.off.includes(name);
      if (name !== "takedowns") return [name, { active }];
      return [name, variant === "sparse" ? { active } : { active, automated: active && row.automated_takedowns_enabled === 1 }];
    }),
  );
  const document = (present: boolean, fileName: string) => ({
    present,
    fileName: present ? fileName : null,
    fileUrl: present ? `https://files.embedded.invalid/${row.slug}/${fileName}` : null,
  });
  return {
    id: formatId(variant, row.id),
    name: row.name,
    slug: row.slug,
    avatarUrl: `https://avatars.embedded.invalid/org-${row.slug}.png`,
    subscriptionStatus: setup.status,
    services,
    obligatoryAdminApproval: setup.approval,
    legalDocuments: { letterOfAuthorization: document(setup.loa, "loa.pdf"), powerOfAttorney: document(setup.poa, "poa.pdf") },
    ...(variant === "sparse"
      ? {}
      : {
          trademarkRegistrations: setup.trademarks.map((t) => ({
            issuingOffice: t.office,
            registrationNumber: t.number,
            certificateUrl: `https://files.embedded.invalid/${row.slug}/tm-${t.number}.pdf`,
          })),
        }),
  };
}
