import type { ItemMarks } from "@/lib/marks/marks.types";

const chip = "shrink-0 whitespace-nowrap rounded bg-surface-sunken px-1 text-xs";

/** The console's tags, assignee and snooze on a list's row (/reports, /assets, /triage). */
export function RowMarks({ marks }: { marks: ItemMarks }) {
  return (
    <>
      {marks.tags.map((tag) => (
        <span key={tag} data-testid="row-tag" className={chip} title={`Tagged ${tag}`}>
          {tag}
        </span>
      ))}
      {marks.assignee ? (
        <span data-testid="row-assignee" className={chip}>
          Assigned to {marks.assignee}
        </span>
      ) : null}
      {marks.snoozed ? <span className={chip}>Snoozed</span> : null}
    </>
  );
}
