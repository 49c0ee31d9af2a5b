import "server-only";
import { HEALTHCHECKS, type HealthcheckDefinition } from "@/lib/contract/healthcheck-request";
import { automationOff } from "./checks/automation-off";
import { backlog } from "./checks/backlog";
import { cancelledCount } from "./checks/cancelled-count";
import { deadAssetSpike } from "./checks/dead-asset-spike";
import { missingContactUrl } from "./checks/missing-contact-url";
import { oldProposals } from "./checks/old-proposals";
import { silentConfigs } from "./checks/silent-configs";
import { staleInProgress } from "./checks/stale-in-progress";
import { inProgressVolume, todoVolume } from "./checks/takedown-volume";
import type { CheckInput, CheckOutcome } from "./result";

// Each runner receives the body already parsed by its definition's bodySchema.
type Runner = (input: CheckInput, body: any) => CheckOutcome;

const RUNNERS: Record<string, Runner> = {
  "detections.silent-configs": silentConfigs,
  "reviewing.backlog": backlog,
  "reviewing.old-proposals": oldProposals,
  "takedowns.todo-volume": todoVolume,
  "takedowns.in-progress-volume": inProgressVolume,
  "takedowns.stale-in-progress": staleInProgress,
  "takedowns.cancelled-count": cancelledCount,
  "takedowns.automation-off": automationOff,
  "assets.dead-asset-spike": deadAssetSpike,
  "organization.missing-contact-url": missingContactUrl,
};

export type RegisteredCheck = HealthcheckDefinition & {
  /** Absent for a check that cannot be computed honestly from the embedded data (answers 501). */
  run?: Runner;
  notImplementedReason?: string;
};

/** Every check of the service's documentation, in its order, with its runner when implemented. */
export const REGISTERED_CHECKS: readonly RegisteredCheck[] = HEALTHCHECKS.map((definition) => {
  const run = Object.hasOwn(RUNNERS, definition.id) ? RUNNERS[definition.id] : undefined;
  return run ? { ...definition, run } : { ...definition, notImplementedReason: "The embedded service has no data for this signal." };
});
