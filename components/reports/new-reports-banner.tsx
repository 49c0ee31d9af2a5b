"use client";

/** New reports found by the poll, offered rather than inserted under the reader's eyes. */
export function NewReportsBanner({ count, more, onShow }: { count: number; more: boolean; onShow: () => void }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {count > 0 ? (
        <button
          type="button"
          data-testid="new-reports"
          onClick={onShow}
          className="mb-2 w-full rounded border border-accent bg-accent-soft px-3 py-1.5 text-sm font-medium text-accent"
        >
          {count}
          {more ? "+" : ""} new report{count === 1 && !more ? "" : "s"} — show them
        </button>
      ) : null}
    </div>
  );
}
