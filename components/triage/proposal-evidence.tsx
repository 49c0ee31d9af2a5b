"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import Markdown from "react-markdown";
import { ReportAttachments } from "@/components/reports/report-attachments";
import { CodeLabel } from "@/components/ui/code-label";
import { ReadableOutput } from "@/components/ui/readable-output";
import { DateTime } from "@/components/ui/relative-time";
import type { Proposal, Report } from "@/lib/contract/report";
import { label } from "@/lib/format/labels";
import { NOT_SENT } from "@/lib/format/not-sent";
import { AssetRecord } from "./asset-record";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="mt-1 text-sm">{children}</div>
    </section>
  );
}

/** What a reviewer needs beside the decision: the report's words, images, scans, reporter and siblings. */
export function ProposalEvidence({ proposal, report }: { proposal: Proposal; report: Report }) {
  const latestScan = [...(proposal.asset?.scans ?? [])].sort((a, b) => Date.parse(a.createdAt ?? "") - Date.parse(b.createdAt ?? "")).at(-1);
  const others = report.proposals.filter((p) => String(p.id) !== String(proposal.id));
  const reporter = report.reporter
    ? `${report.reporter.fullName} (${label("reporterRole", report.reporter.role).toLowerCase()})`
    : report.externalReporter
      ? `${report.externalReporter.displayName ?? "Unnamed"}${report.externalReporter.platform ? ` on ${label("reporterPlatform", report.externalReporter.platform)}` : ""}`
      : "Not given";
  return (
    <div data-testid="evidence">
      <p className="mt-3 text-sm">
        <Link href={`/reports?report=${encodeURIComponent(String(report.id))}`} className="text-accent underline">
          Open report {String(report.id)} in Reports
        </Link>
      </p>
      <Block title="Description">
        {report.description === null ? (
          <p className="text-muted">The description was {NOT_SENT}.</p>
        ) : report.description.trim() === "" ? (
          <p className="text-muted">No description.</p>
        ) : (
          // Markdown without raw HTML: react-markdown drops HTML unless a raw plugin is added.
          <div data-testid="report-description" className="prose-sm space-y-2 break-words [&_a]:text-accent [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5">
            <Markdown skipHtml>{report.description}</Markdown>
          </div>
        )}
      </Block>
      <Block title="Attachments">
        <ReportAttachments attachments={report.attachments} imageDisplay={report.imageDisplay} />
      </Block>
      <Block title="Latest scan">
        {latestScan ? (
          <div data-testid="latest-scan" className="space-y-2">
            <p>
              {label("scanStatus", latestScan.status)}, <DateTime iso={latestScan.createdAt} />
            </p>
            <ReadableOutput value={latestScan.output} />
            {latestScan.enrichments.length > 0 ? (
              <ul className="space-y-1">
                {latestScan.enrichments.map((e) => (
                  <li key={String(e.id)}>
                    <span className="font-medium">{e.type}</span> ({label("scanStatus", e.status).toLowerCase()}): <ReadableOutput value={e.output} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <p>The asset has not been scanned.</p>
        )}
      </Block>
      <Block title="Reporter">
        <p>{reporter}</p>
      </Block>
      <Block title="Other proposals of the report">
        {others.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-1">
            {others.map((p) => (
              <li key={String(p.id)} className="break-words">
                {p.asset ? (
                  <>
                    <CodeLabel kind="assetType" value={String(p.asset.type)} /> <span className="break-all font-mono">{p.asset.content ?? NOT_SENT}</span>
                  </>
                ) : (
                  `Asset ${NOT_SENT}`
                )}{" "}
                — {label("reviewStatus", p.reviewStatus).toLowerCase()}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="The asset's record">
        {proposal.asset ? <AssetRecord assetId={proposal.asset.id} currentReportId={report.id} /> : <p className="text-muted">The asset was {NOT_SENT}.</p>}
      </Block>
    </div>
  );
}
