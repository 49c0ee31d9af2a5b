"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { Brand } from "@/lib/contract/brand";
import { label as labelOf } from "@/lib/format/labels";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

/** The brand a brand label names: the organization's brands, the one the report names suggested. */
export function BrandSelect({
  field,
  value,
  suggested,
  named,
  onChange,
  error,
}: {
  /** The control's data-field, for moving focus to it. */
  field: string;
  value: Brand["id"] | null;
  suggested: string | null;
  named: readonly string[];
  onChange: (id: Brand["id"] | null) => void;
  error?: string;
}) {
  const brands = useQuery(brandListOptions(useOrganizationScope()));
  const list = brands.data?.brands ?? [];
  const loadId = `${field}-load`;
  return (
    <Field
      label={
        <>
          Brand <span className="font-normal text-muted">(required for this label)</span>
        </>
      }
      error={error}
      className="mt-3"
    >
      {(control) => (
        <>
          <Select
            {...control}
            aria-describedby={[control["aria-describedby"], brands.isError ? loadId : null].filter(Boolean).join(" ") || undefined}
            data-field={field}
            value={value === null ? "" : String(value)}
            // The option's value is text; the brand's id goes back exactly as the service gave it.
            onChange={(e) => onChange(list.find((b) => String(b.id) === e.target.value)?.id ?? null)}
            className="w-full"
          >
            <option value="">{brands.isPending ? "Loading brands…" : list.length === 0 ? "No brands available" : "Choose a brand"}</option>
            {list.map((b) => (
              <option key={String(b.id)} value={String(b.id)}>
                {b.name}
                {b.type ? ` (${labelOf("brandType", String(b.type))})` : ""}
              </option>
            ))}
          </Select>
          {suggested !== null && String(value) === suggested ? (
            <p className="text-xs text-muted" data-testid="brand-suggestion">
              Suggested: the report names this brand.
            </p>
          ) : suggested === null ? (
            <p className="text-xs text-muted" data-testid="brand-suggestion">
              {named.length > 1
                ? `No brand suggested: the report's title names ${named.length} of your brands (${named.map((n) => list.find((b) => String(b.id) === n)?.name ?? `#${n}`).join(", ")}). Choose the one it impersonates.`
                : "No brand suggested: the report's title names none of your brands. Choose the one it impersonates."}
            </p>
          ) : null}
          {brands.isError ? (
            <p id={loadId} className="text-sm text-fail">
              Could not load the brands: {brands.error.message}{" "}
              <Button variant="link" size="inline" onClick={() => brands.refetch()}>
                Try again
              </Button>
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
