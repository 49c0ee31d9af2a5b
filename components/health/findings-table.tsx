"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, Td, Th } from "@/components/ui/table";
import { useTimeZone } from "@/components/ui/use-now";
import type { HealthcheckFinding } from "@/lib/contract/healthcheck";
import { NOT_SENT } from "@/lib/format/not-sent";
import { formatNumber } from "@/lib/format/number";
import { refKindWords, refName, serviceTextInWords } from "@/lib/format/service-text";
import { findingLinks } from "./finding-ref";
import { SeverityText } from "./severity-badge";

/** Findings shown before "Show all": the page scrolls as one, with no scroll box inside a card. */
export const FINDINGS_SHOWN = 5;

/** The offenders a check listed: kind, ref (a link where the console can open it), message, severity. */
export function FindingsTable({ findings, checkTitle }: { findings: HealthcheckFinding[]; checkTitle: string }) {
  const zone = useTimeZone() ?? "UTC";
  const [all, setAll] = useState(false);
  if (findings.length === 0) return <p className="text-sm text-muted">No findings.</p>;
  const shown = all ? findings : findings.slice(0, FINDINGS_SHOWN);
  return (
    <section aria-label={`Findings of ${checkTitle}`} className="min-w-0">
      <Table caption={`Findings of ${checkTitle}`} data-testid="findings">
        <thead>
          <tr>
            <Th className="hidden sm:table-cell">Kind</Th>
            <Th>Ref</Th>
            <Th>Message</Th>
            <Th>Severity</Th>
          </tr>
        </thead>
        <tbody>
          {shown.map((f, i) => {
            const links = f.ref === null ? [] : findingLinks({ ...f, ref: f.ref, message: f.message ?? "" });
            return (
              <tr key={`${f.ref}-${i}`} data-testid="finding" data-ref={f.ref}>
                <Td className="hidden sm:table-cell">{f.kind === null ? <span className="text-muted">{NOT_SENT}</span> : capitalize(refKindWords(f.kind))}</Td>
                <Td>
                  {links.length > 0 ? (
                    <span className="flex flex-col gap-0.5">
                      {links.map((link) => (
                        <Link
                          key={link.href}
                          href={link.href}
                          className="inline-flex min-h-6 items-center whitespace-nowrap text-accent underline underline-offset-2"
                        >
                          {link.label}
                        </Link>
                      ))}
                    </span>
                  ) : (
                    // No page of its own (detection configs, organizations, assets): the ref is named in words, the message says the rest.
                    <span className={`whitespace-nowrap ${f.ref === null ? "text-muted" : ""}`} data-testid="finding-ref-text" title={f.ref ?? undefined}>
                      {f.ref === null ? NOT_SENT : refName(f.kind ?? undefined, f.ref)}
                    </span>
                  )}
                </Td>
                <Td data-testid="finding-message" className="[overflow-wrap:anywhere]">
                  {f.message === null ? <span className="text-muted">{NOT_SENT}</span> : serviceTextInWords(f.message, zone)}
                </Td>
                <Td>{f.severity === null ? <span className="text-muted">{NOT_SENT}</span> : <SeverityText value={f.severity} />}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {findings.length > FINDINGS_SHOWN ? (
        <Button variant="link" size="inline" className="mt-1" onClick={() => setAll(!all)} aria-expanded={all} data-testid="findings-toggle">
          {all ? `Show the first ${FINDINGS_SHOWN}` : `Show all ${formatNumber(findings.length)} findings`}
        </Button>
      ) : null}
    </section>
  );
}

const capitalize = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
