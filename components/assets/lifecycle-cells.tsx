import { Badge } from "@/components/ui/badge";
import { CodeLabel } from "@/components/ui/code-label";
import { DateTime } from "@/components/ui/relative-time";
import { describeLifecycle } from "@/lib/format/asset-lifecycle-labels";
import { urlHost } from "@/lib/format/url";

const STATE_TONE: Record<string, "neutral" | "accent" | "ok" | "warn" | "fail"> = {
  investigating: "neutral",
  escalated: "warn",
  blocked: "ok",
  allowed: "accent",
  closed: "neutral",
};

/** The lifecycle state in words; an unknown one shown as sent. */
export function StateBadge({ state }: { state: string | null }) {
  const { label, code } = describeLifecycle("threatState", state);
  return (
    <Badge tone={state ? (STATE_TONE[state] ?? "neutral") : "neutral"} title={code ?? undefined} data-testid="asset-state">
      {label}
    </Badge>
  );
}

/** Online, offline or unknown in words; "Online again" when the sync saw it come back. */
export function LivenessLabel({ liveness, liveAgainAt }: { liveness: string | null; liveAgainAt?: string | null }) {
  const again = liveness === "ALIVE" && liveAgainAt;
  return (
    <span data-testid="asset-liveness" className={liveness === "ALIVE" ? "font-medium" : undefined}>
      <CodeLabel kind="livenessStatus" value={liveness} />
      {again ? (
        <Badge tone="fail" className="ml-1" title="Seen offline, then online again">
          again
        </Badge>
      ) : null}
    </span>
  );
}

/** A date of a step, or a dash when the step has not happened. */
export function StepDate({ iso }: { iso: string | null }) {
  return iso === null ? <span className="text-muted">—</span> : <DateTime iso={iso} className="whitespace-nowrap" />;
}

/** An asset by its content: a web address by its host first, the rest below. */
export function AssetContent({ content, type }: { content: string | null; type: string | null }) {
  const host = urlHost(content);
  return (
    <span className="block min-w-0">
      <span className="block font-medium break-all">{host ?? content ?? "—"}</span>
      {host && content !== host ? <span className="block text-xs text-muted break-all">{content}</span> : null}
      <CodeLabel kind="assetType" value={type} className="text-xs text-muted" />
    </span>
  );
}

/** A value of the feed or the watchlist in words, its code in the title (as components/ui/code-label.tsx). */
export function LifecycleLabel({ kind, value }: { kind: Parameters<typeof describeLifecycle>[0]; value: string | null }) {
  const { label, code } = describeLifecycle(kind, value);
  return (
    <span title={code ?? undefined} data-code={value ?? undefined}>
      {label}
    </span>
  );
}

/** The report list's search matches asset content (at most 200 characters). */
export const reportsOfAsset = (content: string | null) => (content ? `/reports?searchQuery=${encodeURIComponent(content.slice(0, 200))}` : null);
