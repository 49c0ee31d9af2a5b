// Types of start-checks.mjs (plain JavaScript, so that it runs on the old Node versions it refuses).
export function satisfies(version: string, range: string): boolean;
export function nodeVersionProblem(version: string, range: string | undefined): string | null;
export function serverExit(code: number | null, signal: NodeJS.Signals | null, requested: NodeJS.Signals | null): { code: number; message: string | null };
export function buildFailure(status: number | null, signal: NodeJS.Signals | null, error: Error | undefined): { code: number; message: string } | null;
