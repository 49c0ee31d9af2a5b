"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { CodeLabel } from "@/components/ui/code-label";
import { RelativeTime } from "@/components/ui/relative-time";
import { label } from "@/lib/format/labels";
import { assetSearchQueryOptions } from "@/lib/queries/assets";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { forecastUnblock, type UnblockForecast } from "./asset-preview";

const TONE: Record<UnblockForecast["kind"], string> = {
  unblock: "border-ok bg-ok-soft",
  dispute: "border-accent bg-accent-soft",
  "not-blocked": "border-warn bg-warn-soft",
  "unknown-asset": "border-warn bg-warn-soft",
};

function forecastWords(forecast: UnblockForecast): { title: string; body: string } {
  switch (forecast.kind) {
    case "unblock":
      return { title: "This request will unblock the asset", body: `Its address is on ${forecast.site}, one of the organization's own sites.` };
    case "dispute":
      return {
        title: "This request will open a dispute",
        body: "The asset is not on one of the organization's own sites, so the service will not unblock it: it opens a dispute to review instead.",
      };
    case "not-blocked":
      return {
        title: "The asset is not blocked",
        body: `Its status is ${forecast.status ? label("assetStatus", forecast.status).toLowerCase() : "not sent"}; the service will most likely change nothing.`,
      };
    case "unknown-asset":
      return { title: "This asset is not known to the service", body: "Check the address: the request will most likely be refused." };
  }
}

/** The asset looked up before the request is sent: what the request will likely do, its reports, takedown and who blocks it. */
export function AssetLookup({ content }: { content: string }) {
  const org = useOrganizationScope();
  const search = useQuery(assetSearchQueryOptions(org, { content }));
  const brands = useQuery(brandListOptions(org));
  if (search.isPending || (search.data && brands.isPending)) {
    return (
      <p role="status" className="text-sm text-muted">
        Looking the asset up…
      </p>
    );
  }
  if (search.isError) {
    return (
      <p role="status" className="text-sm text-muted">
        The asset could not be looked up ({search.error.message}); the service decides when the request is sent.
      </p>
    );
  }
  const result = search.data ?? null;
  const forecast = forecastUnblock(
    result,
    (brands.data?.brands ?? []).map((b) => b.websiteUrl),
  );
  const words = forecastWords(forecast);
  return (
    <div className="space-y-3">
      <div className={`rounded border p-3 text-sm ${TONE[forecast.kind]}`} data-testid="unblock-forecast" data-forecast={forecast.kind}>
        <p className="font-semibold">{words.title}</p>
        <p>{words.body}</p>
      </div>
      {result ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="asset-facts">
          <dt className="font-medium">Asset</dt>
          <dd>
            <CodeLabel kind="assetType" value={result.asset.type} /> ·{" "}
            {result.asset.status ? <CodeLabel kind="assetStatus" value={result.asset.status} /> : "status not sent by the service"}
            {result.asset.watchStatus && result.asset.watchStatus !== "NONE" ? (
              <>
                {" "}
                · <CodeLabel kind="watchStatus" value={result.asset.watchStatus} />
              </>
            ) : null}
          </dd>
          <dt className="font-medium">Reports</dt>
          <dd data-testid="asset-reports">
            {result.reports.length === 0 ? (
              "None of this organization's reports name it."
            ) : (
              <ul className="space-y-0.5">
                {result.reports.slice(0, 5).map((r) => (
                  <li key={String(r.id)}>
                    <Link href={`/reports?report=${encodeURIComponent(String(r.id))}`} className="text-accent underline underline-offset-2">
                      #{String(r.id)} {r.title}
                    </Link>
                    {r.createdAt ? (
                      <span className="text-muted">
                        {" "}
                        · <RelativeTime iso={r.createdAt} />
                      </span>
                    ) : null}
                  </li>
                ))}
                {result.reports.length > 5 ? <li>and {result.reports.length - 5} more</li> : null}
              </ul>
            )}
          </dd>
          <dt className="font-medium">Takedown</dt>
          <dd data-testid="asset-takedown">
            {result.takedown ? (
              <Link href={`/takedowns?id=${encodeURIComponent(String(result.takedown.id))}`} className="text-accent underline underline-offset-2">
                #{String(result.takedown.id)} · <CodeLabel kind="takedownStatus" value={result.takedown.status} />
              </Link>
            ) : (
              "None"
            )}
          </dd>
          <dt className="font-medium">Blocked by</dt>
          <dd>{result.blockedBy.length === 0 ? "No platform" : result.blockedBy.map((b) => b.name ?? b.consumer).join(", ")}</dd>
        </dl>
      ) : null}
    </div>
  );
}
