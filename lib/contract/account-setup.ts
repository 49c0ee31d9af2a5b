import { z } from "zod";
import type { OpaqueId } from "./ids";
import { FieldReader, isObject, noteTolerated, readList } from "./tolerated";

/**
 * `POST /user/orgs` (`{ organizations: [...] }`) and `GET /user/orgs/{slug}` (one, no wrapper),
 * read for what the account is set up for (docs/account.md). Each switch is null when the answer
 * does not say it: never taken as on or off.
 */
export const ACCOUNT_SERVICES = ["reporting", "reviewing", "protection", "takedowns", "detection", "darkWebMonitoring"] as const;
export type AccountService = (typeof ACCOUNT_SERVICES)[number];

export type Trademark = { office: string | null; number: string | null };

export type AccountSetup = {
  id: OpaqueId | null;
  slug: string;
  name: string | null;
  subscriptionStatus: string | null;
  services: Record<AccountService, boolean | null>;
  takedownsAutomated: boolean | null;
  obligatoryAdminApproval: boolean | null;
  letterOfAuthorization: boolean | null;
  powerOfAttorney: boolean | null;
  /** Null when the answer has no list (the docs give no field table for it). */
  trademarks: Trademark[] | null;
  notSent?: string[];
};

export type AccountSetupList = { organizations: AccountSetup[]; unreadable: number };

type Obj = Record<string, unknown>;

function flag(value: unknown, key = "active"): boolean | null {
  if (typeof value === "boolean") return value;
  if (isObject(value) && typeof value[key] === "boolean") return value[key] as boolean;
  return null;
}

function text(record: Obj, names: readonly string[]): string | null {
  for (const name of names) if (typeof record[name] === "string" && record[name] !== "") return record[name] as string;
  return null;
}

function readTrademark(value: unknown): Trademark | null {
  if (typeof value === "string") return { office: null, number: value };
  if (!isObject(value)) return null;
  return { office: text(value, ["issuingOffice", "office", "issuer", "authority"]), number: text(value, ["registrationNumber", "number", "registration"]) };
}

function readAccount(value: unknown): AccountSetup | null {
  if (!isObject(value) || typeof value.slug !== "string" || value.slug === "") return null;
  const r = new FieldReader(value, "organizations[]");
  const notSent: string[] = [];
  const unknown = <T>(name: string, got: T | null): T | null => {
    if (got === null) {
      notSent.push(name);
      noteTolerated({ kind: "field-missing", path: `organizations[].${name}` });
    }
    return got;
  };
  const services = isObject(value.services) ? value.services : {};
  const legal = isObject(value.legalDocuments) ? value.legalDocuments : {};
  const marks = value.trademarkRegistrations ?? value.trademarks;
  const read: AccountSetup = {
    id: r.id("id"),
    slug: value.slug,
    name: r.string("name"),
    subscriptionStatus: r.string("subscriptionStatus"),
    services: Object.fromEntries(ACCOUNT_SERVICES.map((s) => [s, unknown(`services.${s}`, flag(services[s]))])) as AccountSetup["services"],
    takedownsAutomated: unknown("services.takedowns.automated", flag(services.takedowns, "automated")),
    obligatoryAdminApproval: r.boolean("obligatoryAdminApproval"),
    letterOfAuthorization: unknown("legalDocuments.letterOfAuthorization", flag(legal.letterOfAuthorization, "present")),
    powerOfAttorney: unknown("legalDocuments.powerOfAttorney", flag(legal.powerOfAttorney, "present")),
    trademarks: Array.isArray(marks)
      ? readList(marks, readTrademark, "organizations[].trademarkRegistrations[]").items
      : unknown("trademarkRegistrations", null),
  };
  const all = [...r.notSent, ...notSent];
  return all.length > 0 ? { ...read, notSent: all } : read;
}

/** `POST /user/orgs`: the wrapper, a bare list, or (as `GET /user/orgs/{slug}` answers) one organization. */
export const accountSetupListSchema = z.unknown().transform((value, ctx): AccountSetupList => {
  const list =
    isObject(value) && Array.isArray(value.organizations)
      ? value.organizations
      : Array.isArray(value)
        ? value
        : isObject(value) && typeof value.slug === "string"
          ? [value]
          : null;
  if (list === null) {
    ctx.addIssue({ code: "custom", message: "The answer lists no organizations", input: value });
    return z.NEVER;
  }
  const { items, dropped } = readList(list, readAccount, "organizations[]");
  return { organizations: items, unreadable: dropped };
});

/** `GET /user/orgs/{slug}`: one organization, no wrapper. */
export const accountSetupSchema = z.unknown().transform((value, ctx): AccountSetup => {
  const read = readAccount(isObject(value) && isObject(value.organization) ? value.organization : value);
  if (read === null) {
    ctx.addIssue({ code: "custom", message: "The answer is not an organization with a slug", input: value });
    return z.NEVER;
  }
  return read;
});
