/** A wall link as the admin's list shows it (isomorphic: the store behind it is lib/auth/wall-links.ts). */
export interface WallLink {
  id: number;
  name: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
