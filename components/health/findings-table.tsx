"use client";

import Link from "next/link";
import { Table, Td, Th } from "@/components/ui/table";
import { useTimeZone } from "@/components/ui/use-now";
import type { HealthcheckFinding } from "@/lib/contract/healthcheck";
import { NOT_SENT } from "@/lib/format/not-sent";
import { refKindWords, refName, serviceTextInWords } from "@/lib/format/service-text";
import { findingLinks } from "./finding-ref";
import { SeverityText } from "./severity-badge";

/** The offenders a check listed: kind, ref (a link where the console can open it), message, severity. */
export function FindingsTable({ findings, checkTitle }: { findings: HealthcheckFinding[]; checkTitle: string }) {
  const zone = useTimeZone() ?? "UTC";
  if (findings.length === 0) return <p className="text-sm text-muted">No findings.</p>;
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scroll container, labelled for screen readers
    <section className="max-h-64 overflow-auto" tabIndex={0} aria-label={`Findings of ${checkTitle}`}>
      <Table caption={`Findings of ${checkTitle}`} data-testid="findings">
        <thead className="sticky top-0 bg-surface">
          <tr>
            <Th>Kind</Th>
            <Th>Ref</Th>
            <Th>Message</Th>
            <Th>Severity</Th>
          </tr>
        </thead>
        <tbody>
          {findings.map((f, i) => {
            const links = f.ref === null ? [] : findingLinks({ ...f, ref: f.ref, message: f.message ?? "" });
            return (
              <tr key={`${f.ref}-${i}`} data-testid="finding" data-ref={f.ref}>
                <Td>{f.kind === null ? <span className="text-muted">{NOT_SENT}</span> : capitalize(refKindWords(f.kind))}</Td>
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
                <Td data-testid="finding-message">
                  {f.message === null ? <span className="text-muted">{NOT_SENT}</span> : serviceTextInWords(f.message, zone)}
                </Td>
                <Td>{f.severity === null ? <span className="text-muted">{NOT_SENT}</span> : <SeverityText value={f.severity} />}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}

const capitalize = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
