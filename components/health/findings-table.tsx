import Link from "next/link";
import type { HealthcheckFinding } from "@/lib/contract/healthcheck";
import { Table, Td, Th } from "@/components/ui/table";
import { NOT_SENT } from "@/lib/format/not-sent";
import { findingLinks } from "./finding-ref";
import { SeverityText } from "./severity-badge";

/** The offenders a check listed: kind, ref (a link where the console can open it), message, severity. */
export function FindingsTable({ findings, checkTitle }: { findings: HealthcheckFinding[]; checkTitle: string }) {
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
                <Td>{f.kind ?? <span className="text-muted">{NOT_SENT}</span>}</Td>
                <Td className="font-mono">
                  {links.length > 0 ? (
                    <span className="flex flex-col gap-0.5">
                      {links.map((link) => (
                        <Link key={link.href} href={link.href} className="whitespace-nowrap text-accent underline underline-offset-2">
                          {link.label}
                        </Link>
                      ))}
                    </span>
                  ) : (
                    // No page of its own (detection configs, organizations, assets): the ref is shown as text, the message says the rest.
                    <span className={`whitespace-nowrap ${f.ref === null ? "font-sans text-muted" : ""}`} data-testid="finding-ref-text">
                      {f.ref ?? NOT_SENT}
                    </span>
                  )}
                </Td>
                <Td>{f.message ?? <span className="text-muted">{NOT_SENT}</span>}</Td>
                <Td>
                  {f.severity === null ? <span className="text-muted">{NOT_SENT}</span> : <SeverityText value={f.severity} />}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
