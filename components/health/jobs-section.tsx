import { RelativeTime } from "@/components/ui/relative-time";
import { Section } from "@/components/ui/section";
import { DataTable, Td } from "@/components/ui/table";
import { formatDuration } from "@/lib/format/duration";

/** A background job's last runs as /health shows them (lib/jobs/job-status.ts JobStatus, without the store). */
export type JobRow = {
  name: string;
  intervalMs: number;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  nextRunAt: string | null;
  holder: string | null;
  /** When the configuration switched it off; null while it runs. */
  switchedOffAt: string | null;
  stale: boolean;
};

/**
 * The console's own background jobs: when each last succeeded, last failed and why, when it runs
 * next and which instance ran it. A job that has not succeeded for three of its intervals is
 * marked overdue (its row in the fail colour, the word said too); one the configuration switched
 * off says so, muted, and is never overdue.
 */
export function JobsSection({ jobs, staleAfter }: { jobs: JobRow[]; staleAfter: number }) {
  return (
    <Section
      headingId="health-jobs-title"
      title="The console's background jobs"
      description={`Each job's last success and failure, its next run and the instance that ran it. A job is overdue once it has not succeeded for ${staleAfter} of its intervals.`}
      data-testid="health-jobs"
    >
      {jobs.length === 0 ? (
        <p className="text-sm text-muted">No job has run yet since the console started.</p>
      ) : (
        <DataTable
          label="Background jobs"
          columns={["Job", "Last success", "Last failure", "Next run", "Ran on"]}
          items={jobs}
          row={(job) => (
            <tr
              key={job.name}
              data-testid="health-job"
              data-job={job.name}
              data-stale={job.stale ? "true" : "false"}
              data-switched-off={job.switchedOffAt ? "true" : "false"}
              className={job.stale ? "bg-fail-soft" : job.switchedOffAt ? "text-muted" : undefined}
            >
              <Td className="min-w-40">
                <div className="font-medium">{job.name}</div>
                <div className="text-xs text-muted">every {formatDuration(job.intervalMs)}</div>
                {job.switchedOffAt ? (
                  <div className="text-xs text-muted">
                    Switched off by the configuration <RelativeTime iso={job.switchedOffAt} />
                  </div>
                ) : null}
                {job.stale ? <div className="text-xs font-semibold text-fail">Overdue: no success for {staleAfter} intervals</div> : null}
              </Td>
              <Td className="whitespace-nowrap">{job.lastSuccessAt ? <RelativeTime iso={job.lastSuccessAt} /> : <span className="text-muted">never</span>}</Td>
              <Td>
                {job.lastFailureAt ? (
                  <>
                    <RelativeTime iso={job.lastFailureAt} />
                    {job.lastError ? <div className="max-w-xs text-xs text-muted">{job.lastError}</div> : null}
                  </>
                ) : (
                  <span className="text-muted">none</span>
                )}
              </Td>
              <Td className="whitespace-nowrap">{job.nextRunAt ? <RelativeTime iso={job.nextRunAt} /> : job.switchedOffAt ? "not while off" : "–"}</Td>
              <Td className="text-xs text-muted">{job.holder ? `process ${job.holder.split("-")[0]}` : "–"}</Td>
            </tr>
          )}
        />
      )}
    </Section>
  );
}
