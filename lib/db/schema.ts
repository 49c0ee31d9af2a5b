import "server-only";
import type { Generated } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";

/**
 * Row shapes of the console's own store. Timestamps are ISO-8601 strings
 * (`Date#toISOString()`, fixed width) in both engines, so they sort as text.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: "viewer" | "reviewer" | "admin";
  created_at: string;
  updated_at: string;
  /** Null until the first change; a session issued before it no longer signs anyone in. */
  password_changed_at: Generated<string | null>;
  /** Set for a user the identity provider made (lib/auth/oidc/sso-users.ts): its issuer and subject. */
  sso_issuer: Generated<string | null>;
  sso_subject: Generated<string | null>;
  email: Generated<string | null>;
  display_name: Generated<string | null>;
  /** 1: the assets of the reviews this user sends are followed for them (migration 0028). */
  follow_decisions: Generated<number>;
}

/** A sign-in through the identity provider under way, until its callback uses it (lib/auth/oidc/login-transactions.ts). */
export interface OidcLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  next_path: string;
  created_at: string;
  expires_at: string;
}

export interface WallLinksTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  /** Username of the admin who created the link (kept as text: users may be removed later). */
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: string;
  completed_at: string | null;
  username: string | null;
  role: string | null;
  action: string;
  target: string | null;
  /** JSON text. */
  input_summary: string | null;
  outcome: "pending" | "success" | "failure" | "error";
  http_status: number | null;
  request_id: string;
  ip: string | null;
}

/** One recorded queue snapshot per scope and minute (thinned as it ages). */
export interface QueueHistoryTable {
  /** `org:<slug>` or `all` */
  scope: string;
  /** `YYYY-MM-DDTHH:MM` (UTC): the point's time; at most one row per minute per scope. */
  minute: string;
  /** Each figure null where its snapshot did not send it: a gap in that figure's trend alone (migration 0021). */
  total_pending: number | null;
  sla_breached: number | null;
  open_takedowns: number | null;
  stale_in_progress: number | null;
}

/** Small named values the console keeps for itself (e.g. when history was last thinned). */
export interface ConsoleStateTable {
  key: string;
  value: string;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** The walked triage queue of one organization (`org`: lib/contract/organization-key.ts). */
export interface TriageQueueTable {
  org: OrganizationKey;
  payload: string;
  walked_at: string;
  walk_ms: number;
  pages: number;
  stale_since: Generated<string | null>;
  viewed_at: string;
}

/** A proposal the service escalated to the organization's review (migration 0018), kept for a week. */
export interface TriageEscalationsTable {
  org: OrganizationKey;
  proposal_id: string;
  escalated_at: string;
}

/** One asset of the service's threats feed (GET /organization/threats) as last synced (lib/threats/). */
export interface ThreatAssetsTable {
  org: string;
  asset_id: string;
  content: string | null;
  type: string | null;
  status: string | null;
  state: string | null;
  liveness: string | null;
  /** JSON list of `{ slug, name }`. */
  brands: string;
  first_reported_at: string | null;
  escalated_at: string | null;
  blocked_at: string | null;
  takedown_status: string | null;
  takedown_submitted_at: string | null;
  takedown_completed_at: string | null;
  details_url: string | null;
  updated_at: string | null;
  /** When a sync saw it turn ALIVE after DEAD (re-emergence). */
  live_again_at: string | null;
  synced_at: string;
}

/** One brand name or slug of a synced asset, a row each (lib/threat-derived/asset-brands.ts): the brand filter's index. */
export interface ThreatAssetBrandsTable {
  org: string;
  brand: string;
  asset_id: string;
  /** The asset's state, kept with it: a brand and a state are counted from these rows alone. */
  state: string | null;
}

/**
 * The asset funnel as totals per day of first report (lib/threat-derived/funnel-tally.ts): `reached:<stage>`
 * rows count the assets that reached a stage (bucket 0); `gap:<stage>` rows are a histogram of the
 * times from the step before, each bucket with its count and the sum of its times.
 */
export interface ThreatFunnelTallyTable {
  org: string;
  day: string;
  metric: string;
  bucket: number;
  n: number;
  /** bigint on PostgreSQL, which answers it as text. */
  sum_ms: number | string;
}

/** One watchlisted asset (GET /organization/watchlist); `sweep` is the full read that last saw it. */
export interface ThreatWatchlistTable {
  org: string;
  asset_id: string;
  content: string | null;
  type: string | null;
  status: string | null;
  pending_status: string | null;
  liveness: string | null;
  reason: string | null;
  watchlisted_at: string | null;
  first_reported_at: string | null;
  last_scan_at: string | null;
  live_again_at: string | null;
  sweep: number;
  synced_at: string;
}

/** An asset a console user follows; `seen` is the JSON of what it was when they last looked (lib/threats/follows.ts). */
export interface AssetFollowsTable {
  user_id: number;
  org: string;
  asset_id: string;
  created_at: string;
  seen: string;
  seen_at: string;
  /** What the follower was last mailed about (migration 0028); null: what they saw when they followed. */
  told: Generated<string | null>;
}

/** One mail to one follower about one asset's change, claimed by one instance (lib/follow-mail/outbox.ts). */
export interface FollowMailTable {
  id: string;
  user_id: number;
  org: string;
  asset_id: string;
  to_address: string;
  /** JSON of the FollowMail: the asset as synced and what changed. */
  payload: string;
  status: "pending" | "sent" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** The threats sync of one organization: the watermark, and the sweep under way (resumed at its cursor). */
export interface ThreatSyncTable {
  org: string;
  watermark: string | null;
  backfill_done: Generated<number>;
  sweep_kind: string | null;
  sweep_since: string | null;
  sweep_cursor: string | null;
  sweep_top: string | null;
  sweep_pages: Generated<number>;
  sweep_rows: Generated<number>;
  sweep_started_at: string | null;
  last_sweep_at: string | null;
  last_sweep_pages: number | null;
  last_sweep_rows: number | null;
  wanted_at: string | null;
  watch_sweep: Generated<number>;
  watch_cursor: string | null;
  watch_total: number | null;
  last_watch_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** When the sync last called the service for this organization (migration 0029): the longest ago goes next. */
  last_call_at: Generated<string | null>;
}

/** A proposal the service refused (403) to this organization, until its report's updatedAt changes. */
export interface TriageRefusalsTable {
  org: OrganizationKey;
  proposal_id: string;
  report_id: string;
  report_updated_at: string;
  refused_at: string;
}

export interface TriageClaimsTable {
  org: OrganizationKey;
  proposal_id: string;
  username: string;
  expires_at: string;
}

/** A review held for the undo window, then sent once by whichever instance claims it. */
export interface ReviewOutboxTable {
  id: Generated<number>;
  org: OrganizationKey;
  proposal_id: string;
  report_id: string;
  report_updated_at: string;
  asset_content: string;
  body: string;
  username: string;
  /** The author's account (migration 0020): the sender checks this one, never another of the same name. */
  user_id: number | null;
  role: string;
  status: "planned" | "held" | "sending" | "sent" | "failed" | "undone";
  send_after: string;
  claimed_by: string | null;
  claimed_until: string | null;
  attempts: Generated<number>;
  http_status: number | null;
  outcome: string | null;
  /** When the proposal arrived in the queue (migration 0019); null for older reviews and when the service sent no time. */
  proposed_at: string | null;
  /** When the review was held: the moment the reviewer decided. */
  created_at: string;
  updated_at: string;
  /** When its author saw that it failed (migration 0020); null while a failure waits to be seen. */
  seen_at: string | null;
}

/** Alert rules (issue 20); `condition` and `channel_ids` are JSON text. */
export interface AlertRulesTable {
  id: Generated<number>;
  name: string;
  condition: string;
  scope: string;
  for_seconds: number;
  keep_firing_seconds: number;
  severity: string;
  channel_ids: string;
  note: string;
  /** A link to the rule's runbook, "" for none (migration 0024). */
  runbook_url: string;
  /** How long an acknowledgement lasts; 0: until the alert resolves. */
  ack_expiry_seconds: number;
  /** Tell again after this long unacknowledged; 0: never. */
  renotify_seconds: number;
  /** JSON list of the channels told from the second reminder on. */
  escalation_channel_ids: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface AlertChannelsTable {
  id: Generated<number>;
  name: string;
  type: string;
  /** JSON text of what may be shown (SMTP host, recipients…). */
  settings: string;
  /** The secrets, sealed with the alerts key (AES-256-GCM); never returned. */
  sealed_secrets: string;
  created_at: string;
  updated_at: string;
}

export interface AlertSilencesTable {
  id: Generated<number>;
  rule_id: number | null;
  scope: string | null;
  ends_at: string;
  reason: string;
  created_by: string;
  created_at: string;
}

/** The current state of each rule. */
export interface AlertStatesTable {
  rule_id: number;
  state: string;
  since: string;
  last_true_at: string | null;
  /** What the condition last measured, in words (e.g. "totalPending 57 > 50"). */
  last_value: string | null;
  last_evaluated_at: string;
  /** Who acknowledged the firing alert, when, their note and when it lapses (migration 0024); null: nobody. */
  acked_by: string | null;
  acked_at: string | null;
  ack_note: string | null;
  ack_until: string | null;
  /** When the unacknowledged alert was last told again, and how many times since it fired. */
  reminded_at: string | null;
  reminders: Generated<number>;
}

export interface AlertTransitionsTable {
  id: Generated<number>;
  rule_id: number;
  /** Kept as text: the rule may be deleted later. */
  rule_name: string;
  severity: string;
  from_state: string;
  to_state: string;
  at: string;
  value: string | null;
  /** 1 when a silence muted this transition's notification. */
  silenced: number;
  /** Who caused it (an acknowledgement); null for the evaluator's own (migration 0024). */
  actor: string | null;
  /** The acknowledgement's note. */
  note: string | null;
}

/** One notification to one channel: the outbox row a delivery loop claims. */
export interface AlertNotificationsTable {
  /** Stable across retries: it is the `webhook-id` receivers de-duplicate by. */
  id: string;
  channel_id: number;
  kind: string;
  /** JSON text of the message (the alerts it groups). */
  payload: string;
  created_at: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

export interface AlertNotificationTransitionsTable {
  notification_id: string;
  transition_id: number;
}

export interface AlertDeliveryAttemptsTable {
  id: Generated<number>;
  notification_id: string;
  attempt: number;
  started_at: string;
  finished_at: string | null;
  outcome: string;
  detail: string | null;
}

/** One report the console has seen (issue 18): enough to fetch it again by id. */
export interface ReportIndexTable {
  /** The report's id as text (`String(id)`): ids are opaque (migration 0011). */
  id: string;
  /** The v2 `slug` it was listed with; "" for the key's own organization. */
  organization: string;
  created_at: string;
  updated_at: string;
  duplicate_of: string | null;
  indexed_at: string;
  /** The report as last listed (JSON, migration 0025); null for rows written before it. */
  snapshot: Generated<string | null>;
}

/** The report-index sync's progress for one organization (resumable across restarts). */
export interface ReportIndexSyncTable {
  organization: string;
  high_water: string | null;
  last_poll_at: string | null;
  poll_cursor: string | null;
  poll_top: string | null;
  backfill_cursor: string | null;
  backfill_started: number;
  backfill_done: number;
  walked: number;
  total: number;
  frontier: string | null;
  /** When set, the backfill lists reports created before it (its cursor was refused once). */
  backfill_end: string | null;
}

/** One verified delivery of the service's webhooks (lib/webhooks/inbox.ts). */
export interface WebhookInboxTable {
  id: Generated<number>;
  /** SHA-256 of the raw body, hex. */
  body_hash: string;
  /** The body hash while the row is the one copy of its delivery in the last 24 h (unique); else null. */
  dedupe_key: string | null;
  /** A known event type (lib/webhooks/event.ts) or "unknown". */
  event_type: string;
  /** The name as sent (null when the delivery named none). */
  event_name: string | null;
  /** The service's numeric organization id, as sent. */
  service_organization_id: string | null;
  /** The console's organization key (lib/contract/organization-key.ts) once mapped; null when unknown. */
  organization: OrganizationKey | null;
  /** The raw body as received (at most the route's body limit). */
  payload: string;
  /** Which secret verified it: "current" or "previous". */
  signed_with: string;
  event_created_at: string | null;
  received_at: string;
  /** How many more times the same delivery arrived within 24 h (the service retries). */
  repeats: Generated<number>;
  state: "pending" | "done" | "failed";
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until: string | null;
  processed_at: string | null;
  /** What processing caused, in words for /settings. */
  effect: string | null;
  /** How long before the console's own poll would have seen the change (docs/architecture.md, "Service webhooks in"); null when no poll covers it. */
  poll_lead_ms: number | null;
}

export interface Database {
  users: UsersTable;
  oidc_logins: OidcLoginsTable;
  wall_links: WallLinksTable;
  audit_events: AuditEventsTable;
  queue_history: QueueHistoryTable;
  leases: LeasesTable;
  console_state: ConsoleStateTable;
  triage_queue: TriageQueueTable;
  triage_escalations: TriageEscalationsTable;
  threat_assets: ThreatAssetsTable;
  threat_asset_brands: ThreatAssetBrandsTable;
  threat_funnel_tally: ThreatFunnelTallyTable;
  threat_watchlist: ThreatWatchlistTable;
  threat_sync: ThreatSyncTable;
  asset_follows: AssetFollowsTable;
  follow_mail: FollowMailTable;
  triage_refusals: TriageRefusalsTable;
  triage_claims: TriageClaimsTable;
  review_outbox: ReviewOutboxTable;
  alert_rules: AlertRulesTable;
  alert_channels: AlertChannelsTable;
  alert_silences: AlertSilencesTable;
  alert_states: AlertStatesTable;
  alert_transitions: AlertTransitionsTable;
  alert_notifications: AlertNotificationsTable;
  alert_notification_transitions: AlertNotificationTransitionsTable;
  alert_delivery_attempts: AlertDeliveryAttemptsTable;
  report_index: ReportIndexTable;
  report_index_sync: ReportIndexSyncTable;
  sessions: SessionsTable;
  digests: DigestsTable;
  digest_sends: DigestSendsTable;
  digest_deliveries: DigestDeliveriesTable;
  saved_views: SavedViewsTable;
  saved_view_defaults: SavedViewDefaultsTable;
  filing_drafts: FilingDraftsTable;
  webhook_inbox: WebhookInboxTable;
  job_runs: JobRunsTable;
  item_marks: ItemMarksTable;
  item_tags: ItemTagsTable;
  item_notes: ItemNotesTable;
  mark_batches: MarkBatchesTable;
  webhook_secret_rotations: WebhookSecretRotationsTable;
}

/** A service-webhook secret made from /settings (migration 0027), sealed (lib/secret-box.ts). */
export interface WebhookSecretRotationsTable {
  id: Generated<number>;
  secret_sealed: string;
  rotated_by: string;
  rotated_at: string;
}

/** What kind of the service's items a mark is on (migration 0025; `asset`: a reported asset as the threats sync stores it, its `asset_id`). */
export type MarkKind = "report" | "proposal" | "asset";

/** The console's assignee and snooze of one report, proposal or asset (lib/marks). */
export interface ItemMarksTable {
  org: string;
  kind: MarkKind;
  item_id: string;
  assignee: string | null;
  /** Until when it is snoozed (ISO); null when not snoozed, or snoozed only until the service changes it. */
  snoozed_until: string | null;
  /** 1: it wakes when the service changes it (its updatedAt moves past `snoozed_at_version`). */
  snooze_until_change: number;
  snoozed_at_version: string | null;
  updated_by: string;
  updated_at: string;
}

export interface ItemTagsTable {
  org: string;
  kind: MarkKind;
  item_id: string;
  tag: string;
  added_by: string;
  added_at: string;
}

export interface ItemNotesTable {
  id: Generated<number>;
  org: string;
  kind: MarkKind;
  item_id: string;
  body: string;
  author: string;
  /** The bulk action that wrote it (undone with it). */
  batch_id: string | null;
  created_at: string;
}

/** One bulk action: its items and how to undo it (JSON text), undoable until `undo_until`. */
export interface MarkBatchesTable {
  id: string;
  org: string;
  kind: MarkKind;
  action: string;
  item_ids: string;
  undo: string;
  username: string;
  created_at: string;
  undo_until: string;
  undone_at: string | null;
}

/** Each background job's last run (migration 0024): written by whichever instance ran it. */
export interface JobRunsTable {
  name: string;
  interval_ms: number;
  first_seen_at: string;
  last_success_at: string | null;
  last_failure_at: string | null;
  /** Why the last failure failed, in the job's words (never a secret: the job's logged message). */
  last_error: string | null;
  next_run_at: string | null;
  holder: string | null;
  /** When the configuration switched the job off (migration 0026); null while it runs. */
  switched_off_at: string | null;
}

/** A weekly digest (lib/digests/store.ts); `organizations` (slugs, [] the key's own) and `channel_ids` are JSON text. */
export interface DigestsTable {
  id: Generated<number>;
  name: string;
  organizations: string;
  channel_ids: string;
  /** 0 Sunday … 6 Saturday, in `time_zone`. */
  day: number;
  hour: number;
  time_zone: string;
  enabled: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One send of a digest for a period (its local date, or `manual:<time>` for "Send now"); unique per digest and period. */
export interface DigestSendsTable {
  id: string;
  digest_id: number;
  period: string;
  kind: "scheduled" | "manual";
  scheduled_at: string;
  /** 1 when it went out after its hour (the console was down then). */
  late: number;
  /** `pending` until one instance has rendered it and made its deliveries. */
  status: "pending" | "sent";
  /** The rendered message (JSON), exactly as every channel got it. */
  content: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
  created_by: string | null;
  created_at: string;
}

/** One channel's delivery of a send, retried on its own. */
export interface DigestDeliveriesTable {
  id: Generated<number>;
  send_id: string;
  channel_id: number;
  status: "pending" | "delivered" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** A named page state (lib/saved-views/store.ts); `state` is the page's URL search text. */
export interface SavedViewsTable {
  /** Opaque and stable (`view_…`): it is the view's address, `?view=<id>`. */
  id: string;
  page: string;
  /** The organization's storage key ("" for the key's own: lib/contract/organization-scope.ts). */
  organization: string;
  name: string;
  owner_id: number;
  /** Kept as text: the owner may be removed later. */
  owner_name: string;
  /** 1 when the team sees it. */
  shared: number;
  state: string;
  /** 1 for the team's default of its page (at most one per page and organization). */
  pinned: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A person's unfinished filing on /reports/new (lib/filing/draft-store.ts); `draft` is its JSON. */
export interface FilingDraftsTable {
  user_id: number;
  /** The organization's storage key ("" for the key's own). */
  organization: string;
  draft: string;
  updated_at: string;
}

/** A user's own default view of a page. */
export interface SavedViewDefaultsTable {
  user_id: number;
  organization: string;
  page: string;
  view_id: string;
}

/** A server-side session record (lib/auth/session-records.ts); the sealed cookie carries its id. */
export interface SessionsTable {
  id: string;
  kind: "user" | "wall";
  user_id: number | null;
  wall_link_id: number | null;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}
