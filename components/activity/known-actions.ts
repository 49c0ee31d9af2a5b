/** Actions the console records, for the filter and for readable labels. Unknown ones are shown as they are. */
export const KNOWN_AUDIT_ACTIONS: Record<string, string> = {
  "session.sign-in": "Sign-in",
  "wall-link.sign-in": "Wall screen sign-in",
  "proposal.review": "Proposal review",
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
};

export function actionLabel(action: string): string {
  return KNOWN_AUDIT_ACTIONS[action] ?? action;
}
