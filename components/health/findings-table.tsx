import Link from "next/link";
import type { HealthcheckFinding } from "@/lib/contract/healthcheck";
import { findingLinks } from "./finding-ref";
import { SeverityText } from "./severity-badge";

/** The offenders a check listed: kind, ref (a link where the console can open it), message, severity. */
export function FindingsTable({ findings, checkTitle }: { findings: HealthcheckFinding[]; checkTitle: string }) {
  if (findings.length === 0) return <p className="text-sm text-muted">No findings.</p>;
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scroll container, labelled for screen readers
    <section className="max-h-64 overflow-auto" tabIndex={0} aria-label={`Findings of ${checkTitle}`}>
      <table className="w-full text-left text-sm" data-testid="findings">
        <caption className="sr-only">Findings of {checkTitle}</caption>
        <thead className="sticky top-0 bg-surface">
          <tr className="border-b border-border">
            <th scope="col" className="py-1 pr-2 font-medium">
              Kind
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Ref
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Message
            </th>
            <th scope="col" className="py-1 font-medium">
              Severity
            </th>
          </tr>
        </thead>
        <tbody>
          {findings.map((f, i) => {
            const links = findingLinks(f);
            return (
              <tr key={`${f.ref}-${i}`} className="border-b border-border align-top" data-testid="finding" data-ref={f.ref}>
                <td className="py-1 pr-2">{f.kind}</td>
                <td className="py-1 pr-2 font-mono">
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
                    <span className="whitespace-nowrap" data-testid="finding-ref-text">
                      {f.ref}
                    </span>
                  )}
                </td>
                <td className="py-1 pr-2">{f.message}</td>
                <td className="py-1">
                  <SeverityText value={f.severity} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
