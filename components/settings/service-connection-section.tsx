"use client";

import { useQuery } from "@tanstack/react-query";
import { ActionNotice } from "@/components/ui/action-notice";
import { Badge } from "@/components/ui/badge";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Fact } from "@/components/ui/fact";
import { LoadingText } from "@/components/ui/query-state";
import { DateTime, RelativeTime } from "@/components/ui/relative-time";
import { Section } from "@/components/ui/section";
import { formatCount } from "@/lib/format";
import { type ServiceConnectionView, serviceConnectionQuery } from "@/lib/queries/service-connection";

/** Which service the console uses and how its calls have gone since it started; the key is never shown. */
export function ServiceConnectionSection() {
  const connection = useQuery(serviceConnectionQuery());
  return (
    <Section
      headingId="service-connection-heading"
      title="Service connection"
      description="How this console reaches the threat-reporting service, since it started. The key itself is never shown."
      data-testid="service-connection"
    >
      {connection.data ? (
        <ConnectionFacts view={connection.data} />
      ) : connection.isError ? (
        <ErrorPanel error={connection.error} title="The service connection could not be read" onRetry={() => connection.refetch()} />
      ) : (
        <LoadingText>Asking the service…</LoadingText>
      )}
    </Section>
  );
}

function NoneSince({ since }: { since: string }) {
  return (
    <span className="text-muted">
      None since the console started (<DateTime iso={since} />)
    </span>
  );
}

function ConnectionFacts({ view }: { view: ServiceConnectionView }) {
  const { contact } = view;
  return (
    <>
      {contact.ok ? null : (
        <ActionNotice tone="error" testId="service-connection-problem">
          {contact.sentence}
        </ActionNotice>
      )}
      <dl className="divide-y divide-border border-y border-border text-sm">
        <Fact term="Service" testId="service-connection-mode">
          {view.mode === "service" ? (
            <>
              The real service at <code className="break-all font-mono text-xs">{view.address}</code>
            </>
          ) : (
            <>
              The embedded demo service ({view.embeddedVariant} dialect), inside this console. Set <code className="font-mono text-xs">UPSTREAM_URL</code> and
              the service's key for the real one.
            </>
          )}
        </Fact>
        <Fact term="Organizations the key reaches" testId="service-connection-organizations">
          {contact.organizations === null ? (
            <span className="text-muted">Unknown: the last check of the key failed.</span>
          ) : contact.organizations.length === 0 ? (
            "None named by the service: the console acts on the key's own organization."
          ) : (
            <ul className="space-y-0.5">
              {contact.organizations.map((o) => (
                <li key={o.slug}>
                  {o.name} <span className="font-mono text-xs text-muted">{o.slug}</span>
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term="Last check of the key" testId="service-connection-check">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge tone={contact.ok ? "ok" : "fail"}>{contact.ok ? "Answered" : "Failed"}</Badge>
            <RelativeTime iso={contact.at} />
          </span>
        </Fact>
        <Fact term="Last successful call" testId="service-connection-last-success">
          {view.lastSuccessAt ? <RelativeTime iso={view.lastSuccessAt} /> : <NoneSince since={view.since} />}
        </Fact>
        <Fact term="Last error" testId="service-connection-last-error">
          {view.lastError ? (
            <>
              <p>{view.lastError.sentence}</p>
              <p className="text-xs text-muted">
                <code className="font-mono">{view.lastError.operation}</code> · <RelativeTime iso={view.lastError.at} />
              </p>
            </>
          ) : (
            <NoneSince since={view.since} />
          )}
        </Fact>
        <Fact term="Rate limited (429)" testId="service-connection-rate-limited">
          {view.rateLimited.count === 0 || !view.rateLimited.lastAt ? (
            <NoneSince since={view.since} />
          ) : (
            <>
              {formatCount(view.rateLimited.count)} {view.rateLimited.count === 1 ? "time" : "times"}, last <RelativeTime iso={view.rateLimited.lastAt} />
            </>
          )}
        </Fact>
      </dl>
    </>
  );
}
