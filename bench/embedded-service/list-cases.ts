import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";

/** One report-list request shape measured by the bench: one filter of interface-v2 section 4.1 alone. */
export type ListCase = { label: string; query: string; key?: string };

/**
 * The unfiltered list, then each filter parameter of section 4.1 alone (limit and cursor are
 * the paging itself), with a representative value against the seeded data (clock at
 * BENCH_NOW, reports spread over the 120 days before it). Where one value would flatter the
 * service, a second row adds the hard case (a search for one domain, an old updatedAt bound).
 */
export const LIST_CASES: ListCase[] = [
  { label: "unfiltered", query: "" },
  { label: "status=TODO", query: "status=TODO" },
  { label: "searchQuery=wallet (common word)", query: "searchQuery=wallet" },
  { label: "searchQuery=claim-acme-4242 (one domain)", query: "searchQuery=claim-acme-4242" },
  { label: "reporterQuery=rosa", query: "reporterQuery=rosa" },
  { label: "reporterKind=automation", query: "reporterKind=automation" },
  { label: "reviewerKind=automation", query: "reviewerKind=automation" },
  { label: "reviewedByUserId=10", query: "reviewedByUserId=10" },
  { label: "startDate (last 30 days)", query: "startDate=2026-10-21" },
  { label: "endDate (older than 90 days)", query: "endDate=2026-08-22" },
  { label: "updatedAtStartDate (last 7 days)", query: "updatedAtStartDate=2026-11-13" },
  { label: "updatedAtEndDate (older than 60 days)", query: "updatedAtEndDate=2026-09-21" },
  { label: "registrars=Porkbun LLC", query: "registrars=Porkbun%20LLC" },
  { label: "hasMxRecords=true", query: "hasMxRecords=true" },
  { label: "slug=acme (staff key)", query: "slug=acme", key: DEMO_KEYS.staff },
  { label: "excludeAutomation=true", query: "excludeAutomation=true" },
  { label: "onlyRejected=true", query: "onlyRejected=true" },
  { label: "onlyFavorited=true", query: "onlyFavorited=true" },
  { label: "reportedByCustomer=true", query: "reportedByCustomer=true" },
  { label: "needsCustomerReview=true", query: "needsCustomerReview=true" },
  { label: "reviewStatuses=ESCALATE", query: "reviewStatuses=ESCALATE" },
  { label: "assetTypes=TELEGRAM", query: "assetTypes=TELEGRAM" },
  { label: "brandIds=4", query: "brandIds=4" },
  { label: "countryCodes=DE", query: "countryCodes=DE" },
  { label: "sources=CANARY_TOKEN", query: "sources=CANARY_TOKEN" },
];
