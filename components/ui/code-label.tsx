import { describe, type LabelKind } from "@/lib/format/labels";

/**
 * A documented value in words, the code kept for experts in the title ("Google Play app",
 * title GOOGLE_APP_STORE). Unknown values are shown as they come.
 */
export function CodeLabel({ kind, value, className }: { kind: LabelKind; value: string | null | undefined; className?: string }) {
  const { label, code } = describe(kind, value);
  return (
    <span className={className} title={code ?? undefined} data-code={value ?? undefined}>
      {label}
    </span>
  );
}
