"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { QueryState } from "@/components/ui/query-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { Section } from "@/components/ui/section";
import type { KeyPowersView } from "@/lib/contract/key-powers";
import { keyPowersSentence, READ_ONLY_KEY_SENTENCE, TEST_KEY_SENTENCE } from "@/lib/format/key-powers";
import { keyPowersQuery } from "@/lib/queries/service-connection";

const NOT_SAID = <span className="text-muted">Not said by the service</span>;

/** /settings → The key's powers: what `GET /validate` says the console's key may do. */
export function KeyPowersSection() {
  const powers = useQuery(keyPowersQuery());
  return (
    <Section
      headingId="key-powers-heading"
      title="The key's powers"
      description="What the service says the console's key may do, read when the console starts and every five minutes after."
      data-testid="key-powers"
    >
      <QueryState query={powers} errorTitle="The key's powers could not be read">
        {(view) => <PowerFacts view={view} />}
      </QueryState>
    </Section>
  );
}

function PowerFacts({ view }: { view: KeyPowersView }) {
  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="key-powers-sentence">
        {keyPowersSentence(view)}
      </p>
      {view.known ? (
        <dl className="divide-y divide-border border-y border-border text-sm">
          <Fact term="Kind of key">
            {view.type === null
              ? NOT_SAID
              : view.type === "organization"
                ? "Organization key: it acts on its own organization"
                : "User key: it acts as a person, on the organizations they belong to"}
          </Fact>
          <Fact term="Test or live" testId="key-powers-environment">
            {view.environment === null ? NOT_SAID : view.environment === "test" ? TEST_KEY_SENTENCE : "Live"}
            {view.environmentFrom === "key" ? <span className="block text-xs text-muted">Read from the key&apos;s name: the service did not say.</span> : null}
          </Fact>
          <Fact term="Changes" testId="key-powers-writes">
            {view.readOnly === null ? (
              NOT_SAID
            ) : view.readOnly ? (
              <>
                <Badge tone="warn">Read-only</Badge> {READ_ONLY_KEY_SENTENCE}
              </>
            ) : (
              <Badge tone="ok">May change</Badge>
            )}
          </Fact>
          <Fact term="Organization">{view.organization ? (view.organization.name ?? view.organization.slug) : NOT_SAID}</Fact>
          <Fact term="Read">
            <RelativeTime iso={view.checkedAt} />
          </Fact>
        </dl>
      ) : null}
    </div>
  );
}
