import "server-only";
import type { Migration, MigrationProvider } from "kysely/migration";
import * as initial from "./0001-initial";
import * as history from "./0002-history";
import * as passwordChangedAt from "./0003-password-changed-at";
import * as sessionRecords from "./0004-session-records";
import * as triage from "./0005-triage";
import * as reportIndex from "./0006-report-index";
import * as alerts from "./0008-alerts";
import * as oneHeldReview from "./0010-one-held-review";
import * as opaqueReportIds from "./0011-opaque-report-ids";
import * as ruleChannelsPruned from "./0012-rule-channels-pruned";
import * as sso from "./0013-sso";
import * as webhookInbox from "./0014-webhook-inbox";
import * as digests from "./0016-digests";
import * as savedViews from "./0017-saved-views";
import * as triageEscalations from "./0018-triage-escalations";
import * as reviewProposedAt from "./0019-review-proposed-at";
import * as heldReviewAuthor from "./0020-held-review-author";
import * as historyFigureGaps from "./0021-history-figure-gaps";
import * as filingDrafts from "./0022-filing-drafts";
import * as threatFeed from "./0023-threat-feed";
import * as alertOwnership from "./0024-alert-ownership";
import * as itemMarks from "./0025-item-marks";
import * as jobSwitchedOff from "./0026-job-switched-off";
import * as webhookSecretRotations from "./0027-webhook-secret-rotations";
import * as followMail from "./0028-follow-mail";
import * as threatSyncTurns from "./0029-threat-sync-turns";
import * as plannedReviews from "./0030-planned-reviews";
import * as threatAssetIndexes from "./0031-threat-asset-indexes";
import * as threatAssetBrandsAndTally from "./0032-threat-asset-brands-and-tally";

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-history": history,
  "0003-password-changed-at": passwordChangedAt,
  "0004-session-records": sessionRecords,
  "0005-triage": triage,
  "0006-report-index": reportIndex,
  "0008-alerts": alerts,
  "0010-one-held-review": oneHeldReview,
  "0011-opaque-report-ids": opaqueReportIds,
  "0012-rule-channels-pruned": ruleChannelsPruned,
  "0013-sso": sso,
  "0014-webhook-inbox": webhookInbox,
  "0016-digests": digests,
  "0017-saved-views": savedViews,
  "0018-triage-escalations": triageEscalations,
  "0019-review-proposed-at": reviewProposedAt,
  "0020-held-review-author": heldReviewAuthor,
  "0021-history-figure-gaps": historyFigureGaps,
  "0022-filing-drafts": filingDrafts,
  "0023-threat-feed": threatFeed,
  "0024-alert-ownership": alertOwnership,
  "0025-item-marks": itemMarks,
  "0026-job-switched-off": jobSwitchedOff,
  "0027-webhook-secret-rotations": webhookSecretRotations,
  "0028-follow-mail": followMail,
  "0029-threat-sync-turns": threatSyncTurns,
  "0030-planned-reviews": plannedReviews,
  "0031-threat-asset-indexes": threatAssetIndexes,
  "0032-threat-asset-brands-and-tally": threatAssetBrandsAndTally,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
