/** Actions the console records, for the filter and for readable labels. Unknown ones are shown as they are. */
export const KNOWN_AUDIT_ACTIONS: Record<string, string> = {
  "session.sign-in": "Sign-in",
  "session.sso-sign-in": "Sign-in through the identity provider",
  "session.change-password": "Own password changed",
  "session.sign-out-everywhere": "Signed out everywhere",
  "wall-link.sign-in": "Wall screen sign-in",
  "proposal.review": "Proposal review",
  "triage.review.hold": "Review held (undo window)",
  "triage.review.undo": "Held review undone",
  "asset.unblock": "Unblock / dispute",
  "asset-group.create": "Group created",
  "asset-group.rename": "Group renamed",
  "asset-group.delete": "Group deleted",
  "profile.update": "Profile updated",
  "wall-link.create": "Wall link created",
  "wall-link.revoke": "Wall link revoked",
  "user.add": "User added",
  "user.set-role": "Role changed",
  "user.set-password": "Password reset",
  "user.remove": "User removed",
  "activity.export": "Activity exported",
  "alert-rule.create": "Alert rule created",
  "alert-rule.update": "Alert rule changed",
  "alert-rule.delete": "Alert rule deleted",
  "alert-channel.create": "Alert channel created",
  "alert-channel.update": "Alert channel changed",
  "alert-channel.delete": "Alert channel deleted",
  "alert-channel.test": "Alert channel tested",
  "alert-silence.create": "Alert silenced",
  "alert-silence.end": "Alert silence ended",
};

export function actionLabel(action: string): string {
  return KNOWN_AUDIT_ACTIONS[action] ?? action;
}
