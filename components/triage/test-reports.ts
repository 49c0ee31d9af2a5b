// Test helper: reports for the triage queue, built on the contract's fixture.
import { type Report, reportSchema } from "@/lib/contract/report";
import { reportFixture } from "@/lib/contract/response-fixtures";

type ProposalSpec = { id: number | string; status?: string; assetId?: number | string };

export function makeReport(id: number | string, slaDueAt: string | null, proposals: ProposalSpec[]): Report {
  const base = reportFixture();
  const template = (base.proposals as Record<string, unknown>[])[0]!;
  return reportSchema.parse({
    ...base,
    id,
    slaDueAt,
    proposals: proposals.map((p) => ({
      ...template,
      id: p.id,
      reviewStatus: p.status ?? "PENDING",
      asset: { ...(template.asset as object), id: p.assetId ?? 9000 + Number(p.id), content: `https://asset-${p.id}.example` },
    })),
  });
}
