// What the threats bench's n-th asset is (bench/threats/seed-assets.ts writes it into the embedded
// service): a pure function of n, so a scale is the same data on every run and a unit test can
// check the mix. The feed's lifecycle script (lib/embedded-service/threat-lifecycle.ts) adds its
// own steps from the asset id on top of these facts.

const DAY_MS = 86_400_000;
/** First reports spread over this many days before the bench's clock (the demo seed's span too). */
export const PLAN_DAYS = 120;

export type PlannedAsset = {
  type: "URL" | "PAGE" | "ADDRESS" | "TELEGRAM" | "TWITTER" | "EMAIL";
  content: string;
  /** Time from the first (only) report to the bench's clock. */
  ageMs: number;
  /** Index into the organization's brands, or null (no brand on the report). */
  brand: number | null;
  /** The organization's review of the asset's proposal, if any: an approval blocks it, an escalation escalates it. */
  decision: "APPROVE" | "ESCALATE" | "REJECT" | null;
  /** An allow-listed asset (never blocked). */
  allowed: boolean;
  /** A takedown row of the organization for an approved asset. */
  takedown: "COMPLETED" | "IN_PROGRESS" | null;
  /** Found dead this many days before the clock (never before its report). */
  deadDaysAgo: number | null;
};

/** A well-mixed 32-bit number from an integer. */
export function hash32(n: number): number {
  let h = Math.imul(n ^ 0x2545f491, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca77);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae3d);
  return (h ^ (h >>> 16)) >>> 0;
}

const TYPES: readonly PlannedAsset["type"][] = ["URL", "URL", "URL", "URL", "PAGE", "ADDRESS", "ADDRESS", "TELEGRAM", "TWITTER", "EMAIL"];

function contentOf(type: PlannedAsset["type"], n: number): string {
  switch (type) {
    case "URL":
      return `https://acme-login-${n}.example`;
    case "PAGE":
      return `https://acme-help-${n}.example/wallet/index.html`;
    case "ADDRESS":
      return `0x${n.toString(16).padStart(40, "0")}`;
    case "TELEGRAM":
      return `https://t.me/acme_support_${n}`;
    case "TWITTER":
      return `https://x.com/acme_giveaway_${n}`;
    case "EMAIL":
      return `support.acme${n}@mail.example`;
  }
}

/** The n-th asset (n from 1) of an organization with `brands` brands. */
export function plannedAsset(n: number, brands: number): PlannedAsset {
  const h = hash32(n);
  const type = TYPES[h % TYPES.length]!;
  const ageMs = Math.floor((hash32(n + 0x40000000) / 2 ** 32) * PLAN_DAYS * DAY_MS);
  const roll = (h >>> 8) % 100;
  const decision = roll < 35 ? "APPROVE" : roll < 40 ? "ESCALATE" : roll < 60 ? "REJECT" : null;
  const allowed = decision !== "APPROVE" && (h >>> 16) % 20 === 0;
  const takedownRoll = (h >>> 20) % 20;
  const takedown = decision === "APPROVE" && takedownRoll < 2 ? (takedownRoll === 0 ? "COMPLETED" : "IN_PROGRESS") : null;
  const ageDays = Math.floor(ageMs / DAY_MS);
  const deadDaysAgo = (h >>> 24) % 33 === 0 ? (h >>> 3) % (ageDays + 1) : null;
  const brand = brands > 0 && (h >>> 12) % 10 < 7 ? (h >>> 4) % brands : null;
  return { type, content: contentOf(type, n), ageMs, brand, decision, allowed, takedown, deadDaysAgo };
}
