import "server-only";
import { toleranceSummary } from "@/lib/contract/tolerance";
import type { ToleranceSummary } from "@/lib/contract/tolerance.types";
import { peekSingleton, resetSingleton, setSingleton } from "@/lib/singleton";

/** What changed in the service's answers as the console counts them (lib/contract/tolerance.ts). */
export type ContractChange = {
  /** Things tolerated since the previous evaluation (all since start at the first one). */
  added: number;
  /** Things tolerated since this process started. */
  total: number;
  /** Endpoints the console uses that announced a deprecation or a sunset, since start. */
  deprecated: string[];
};

/**
 * Compares the tolerance counts with those of the previous evaluation and remembers these. The
 * counts are per process: the instance that evaluates the rules (under the lease) judges by what
 * it saw itself.
 */
export function contractChangeSinceLastEvaluation(summary: ToleranceSummary = toleranceSummary()): ContractChange {
  const previous = peekSingleton<{ since: string; total: number }>("contract-baseline");
  // A reset of the counts (a new `since`) starts again from nothing.
  const baseline = previous && previous.since === summary.since && previous.total <= summary.total ? previous.total : 0;
  setSingleton("contract-baseline", { since: summary.since, total: summary.total });
  const deprecated = [...new Set(summary.entries.filter((e) => e.kind === "deprecation" || e.kind === "sunset").map((e) => e.endpoint))].sort();
  return { added: summary.total - baseline, total: summary.total, deprecated };
}

/** Tests only. */
export function resetContractBaselineForTests(): void {
  resetSingleton("contract-baseline");
}
