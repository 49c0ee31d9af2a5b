// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FigureWaitingLink } from "@/components/queues/figure-waiting-link";
import type { TriageQueueView } from "@/lib/triage/view-types";
import { TriageQueuePanel } from "./triage-queue-panel";

// Issue 41, item 7: one "waiting on you" figure in the same words on /queues and the wall (under the
// pending total) and on /triage (its counts line), the triage list's own count beside it as
// "in triage", and what each counts (and the two orders) said in the same sentences.

vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const waiting = { count: 511, source: "service" as const };

function view(over: Partial<TriageQueueView> = {}): TriageQueueView {
  const at = "2026-11-27T12:00:00.000Z";
  return {
    asOf: at,
    answeredAt: at,
    refreshing: false,
    total: 635,
    certainTotal: 387,
    waitingOnYou: waiting,
    filteredTotal: 635,
    buckets: { sla: { breached: 0, dueWithin24h: 0, dueWithin72h: 0, beyond72h: 0, missingSla: 0 }, age: { lt24h: 0, h24to72: 0, h72to168: 0, gte168h: 0 } },
    offset: 0,
    items: [],
    facets: { assetTypes: [], brands: [] },
    ...over,
  };
}

function panel(v: TriageQueueView) {
  render(
    <TriageQueuePanel
      view={v}
      receivedAt={Date.parse(v.answeredAt)}
      queue={[]}
      selectedIndex={0}
      failures={new Map()}
      now={Date.parse(v.answeredAt)}
      headingRef={{ current: null }}
      onSelect={() => undefined}
      onShowMore={() => undefined}
      loadingMore={false}
    />,
  );
}

describe("the one 'waiting on you' figure", () => {
  it("reads the same under the /queues and wall total as on /triage, with the triage list's count beside it", () => {
    render(
      <p data-testid="figure">
        <FigureWaitingLink href="/triage" count={635} value={1080} label="Pending proposals in total" testId="link" className="" waiting={waiting} />
      </p>,
    );
    expect(screen.getByTestId("figure").textContent).toBe("511 waiting on you · 635 in triage");
    expect(screen.getByRole("link").textContent).toBe("635 in triage");
    cleanup();

    panel(view());
    const counts = screen.getByTestId("queue-counts");
    expect(counts.textContent).toMatch(/^635 in triage · 511 waiting on you · as of 0 s ago$/);
    expect(within(counts).getByTestId("waiting-on-you").getAttribute("data-source")).toBe("service");
    // Never "certainly": the console's own guess is no second figure.
    expect(counts.textContent).not.toMatch(/certainly/);
    const note = screen.getByTestId("triage-scope-note").textContent;
    expect(note).toContain("Waiting on you: the pending proposals awaiting your organization's review, as the service counts them");
    expect(note).toContain("In triage: every pending proposal on the reports the service flags for your review");
    expect(note).toContain("Triage lists them most urgent first (certainly waiting on you, then by SLA); the backlog check on /health names the oldest first.");
  });

  it("says 'at least' where the service has no backlog check, and what that counts", () => {
    panel(view({ waitingOnYou: { count: 387, source: "at-least" } }));
    expect(screen.getByTestId("waiting-on-you").textContent).toBe("at least 387 waiting on you");
    expect(screen.getByTestId("triage-scope-note").textContent).toContain("the service sends no review backlog count");
  });
});
