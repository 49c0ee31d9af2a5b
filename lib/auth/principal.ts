/** Who is making a request. Pure types: safe to import anywhere. */
import type { Role } from "./permissions";

/** `sessionId`: the server-side session record (lib/auth/session-records.ts), when there is one. */
export type UserPrincipal = { kind: "user"; userId: number; username: string; role: Role; sessionId?: string };
/** A wall-screen link: read-only, and only for /wall and the read endpoints it needs. */
export type WallPrincipal = { kind: "wall"; linkId: number; name: string; sessionId?: string };
export type Principal = UserPrincipal | WallPrincipal;
