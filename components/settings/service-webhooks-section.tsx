"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { QueryState } from "@/components/ui/query-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { Section } from "@/components/ui/section";
import { DataTable, Td } from "@/components/ui/table";
import { formatCount } from "@/lib/format/number";
import { formatPollLead, WEBHOOK_REFUSAL_WORDS } from "@/lib/format/webhooks";
import { webhookDeliveriesQuery } from "@/lib/queries/webhooks";
import type { WebhookDeliveryView, WebhookSettingsView } from "@/lib/webhooks/settings-view.types";
import { RegisterWebhook } from "./register-webhook";

/** /settings → Service webhooks (admins): where the service delivers, the secret's state, what arrived and what it caused. */
export function ServiceWebhooksSection() {
  const view = useQuery(webhookDeliveriesQuery());
  return (
    <Section
      headingId="service-webhooks-heading"
      title="Service webhooks"
      description="The service tells the console of escalations, status changes and threat detections as they happen, so screens update without waiting for a poll. Set by SERVICE_WEBHOOK_SECRET, or rotated here (README)."
      data-testid="service-webhooks"
    >
      <RegisterWebhook />
      <QueryState query={view} errorTitle="The service webhooks could not be read">
        {(settings) => <WebhookFacts view={settings} />}
      </QueryState>
    </Section>
  );
}

const SECRET_WORDS: Record<WebhookSettingsView["secret"], string> = {
  configured: "Set (SERVICE_WEBHOOK_SECRET)",
  generated: "Made for this demo: the embedded service signs with it",
  rotated: "Rotated from this page (kept sealed in the console's store)",
  none: "Not set: every delivery is refused (401) and the console polls as before",
};

function WebhookFacts({ view }: { view: WebhookSettingsView }) {
  const refused = Object.entries(view.counts.refused).filter(([, n]) => n > 0);
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-border border-y border-border text-sm">
        <Fact term="Address to enter in the service">
          {view.url ? (
            <code data-testid="webhook-url">{view.url}</code>
          ) : (
            <span>
              Set PUBLIC_URL; the path is <code>{view.path}</code>
            </span>
          )}
        </Fact>
        <Fact term="Secret">
          {SECRET_WORDS[view.secret]}
          {view.rotated ? (
            <>
              {" "}
              by {view.rotated.by}, <RelativeTime iso={view.rotated.at} />
            </>
          ) : null}
        </Fact>
        <Fact term="Previous secret">
          {view.previousUntil ? (
            <>
              Accepted until <RelativeTime iso={view.previousUntil} />: what the service signed before the rotation still arrives
            </>
          ) : view.previousSecret ? (
            "Set: deliveries signed with it are still accepted during the rotation"
          ) : (
            "Not set"
          )}
        </Fact>
        <Fact term="Since this instance started">
          <span data-testid="webhook-counts">
            {formatCount(view.counts.stored)} stored, {formatCount(view.counts.duplicate)} repeats recognised,{" "}
            {refused.length === 0
              ? "none refused"
              : `refused: ${refused.map(([reason, n]) => `${formatCount(n)} ${WEBHOOK_REFUSAL_WORDS[reason] ?? reason}`).join(", ")}`}
          </span>
          <span className="block text-xs text-muted">A refused delivery is never stored, so it is only counted here.</span>
        </Fact>
      </dl>
      {view.deliveries.length === 0 ? (
        <p className="text-sm text-muted" data-testid="webhook-deliveries-empty">
          No delivery has arrived yet.
        </p>
      ) : (
        <DataTable
          label="The last deliveries"
          data-testid="webhook-deliveries"
          className="min-w-[56rem]"
          columns={["Received", "Event", "Verified", "What it caused", "The poll would have seen it"]}
          items={view.deliveries}
          row={(d) => <DeliveryRow key={d.id} delivery={d} />}
        />
      )}
      <p className="text-xs text-muted">
        &ldquo;The poll would have seen it&rdquo;: how much sooner the console learned of the change than its own poll would have started to read it (the next
        walk of the triage queue, or the report index&apos;s next poll). Empty when no poll was watching.
      </p>
    </div>
  );
}

const STATE_TONE = { pending: "warn", done: "ok", failed: "fail" } as const;

function organizationWords(d: WebhookDeliveryView): string | null {
  if (d.organization !== null) return d.organization === "" ? "the key's own organization" : d.organization;
  return d.serviceOrganizationId === null ? null : `organization ${d.serviceOrganizationId} (unknown here)`;
}

function DeliveryRow({ delivery: d }: { delivery: WebhookDeliveryView }) {
  const organization = organizationWords(d);
  return (
    <tr data-testid="webhook-delivery" data-type={d.type}>
      <Td className="whitespace-nowrap">
        <RelativeTime iso={d.receivedAt} compact />
      </Td>
      <Td>
        <span className="font-mono text-xs">{d.type === "unknown" ? (d.name ?? "(no name)") : d.type}</span>
        {d.type === "unknown" ? (
          <Badge tone="unknown" className="ml-1">
            unknown
          </Badge>
        ) : null}
        {organization ? <span className="block text-xs text-muted">{organization}</span> : null}
      </Td>
      <Td className="whitespace-nowrap">
        {d.signedWith === "previous" ? "Yes, previous secret" : "Yes"}
        {d.repeats > 0 ? <span className="block text-xs text-muted">and {formatCount(d.repeats)} repeats</span> : null}
      </Td>
      <Td className="min-w-[18rem]">
        <Badge tone={STATE_TONE[d.state]}>{d.state === "done" ? "done" : d.state === "pending" ? "waiting" : "failed"}</Badge>{" "}
        <span>{d.effect ?? "Not processed yet"}</span>
      </Td>
      <Td className="whitespace-nowrap">{d.state === "done" ? formatPollLead(d.pollLeadMs) : ""}</Td>
    </tr>
  );
}
