// What `npm start` decides before building and after the server stops, apart from the spawning so
// that it can be tested (start-checks.test.ts). Written in old syntax on purpose (no `??`, no `?.`):
// it must load, and say what is wrong, on the Node versions it refuses.
import { constants } from "node:os";

function parseVersion(text) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text).trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** One comparator set of an engines range: `>=22.12`, `^24.15.0`, `<26`, `22.x`, or several separated by spaces. */
function satisfiesSet(version, set) {
  const parts = set.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return true;
  return parts.every((part) => {
    const match = /^(>=|<=|>|<|\^|~|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(part);
    if (!match) throw new Error(`Unsupported engines range part: ${part}`);
    const op = match[1] || "=";
    const wild = (v) => v === undefined || v === "x" || v === "*";
    const bound = [Number(match[2]), wild(match[3]) ? 0 : Number(match[3]), wild(match[4]) ? 0 : Number(match[4])];
    const c = compare(version, bound);
    if (op === ">=") return c >= 0;
    if (op === ">") return c > 0;
    if (op === "<=") return c <= 0;
    if (op === "<") return c < 0;
    if (op === "^") return c >= 0 && version[0] === bound[0];
    if (op === "~") return c >= 0 && version[0] === bound[0] && version[1] === bound[1];
    // `22`, `22.x`, `22.12.x` or an exact version.
    if (wild(match[3])) return version[0] === bound[0];
    if (wild(match[4])) return version[0] === bound[0] && version[1] === bound[1];
    return c === 0;
  });
}

/** Whether a Node version is in an npm engines range (the subset of semver ranges npm's own packages use). */
export function satisfies(versionText, range) {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split("||").some((set) => satisfiesSet(version, set));
}

/** The sentence `npm start` exits with on a Node outside package.json's engines, or null when it fits. */
export function nodeVersionProblem(versionText, range) {
  if (!range || satisfies(versionText, range)) return null;
  return (
    `Rampart needs Node ${range} (package.json "engines"), and this is Node ${String(versionText).replace(/^v/, "")}: ` +
    "install Node 24 (nvm install 24, or your system's package), then run npm install and npm start again."
  );
}

/** Why a process might have died by this signal, in words. */
function signalReason(signal) {
  if (signal === "SIGSEGV" || signal === "SIGBUS" || signal === "SIGILL" || signal === "SIGABRT") {
    return "a crash in native code, most often a native module (better-sqlite3) built for another Node version: run npm rebuild, or npm install under the Node that runs it";
  }
  if (signal === "SIGKILL") return "it was killed from outside, often by the system running out of memory";
  return "a signal npm start did not send";
}

function signalNumber(signal) {
  const n = constants.signals[signal];
  return typeof n === "number" ? n : 0;
}

/**
 * How `npm start` ends once the server process has stopped: its exit code and the one sentence it
 * prints (null when there is nothing to add). `requested` is the signal npm start itself passed on
 * (Ctrl-C, a service manager's stop): stopping then is what was asked, not a failure.
 */
export function serverExit(code, signal, requested) {
  if (signal) {
    if (signal === requested) return { code: 0, message: null };
    return {
      code: 128 + signalNumber(signal),
      message: `The console's server died by ${signal} (${signalReason(signal)}).`,
    };
  }
  if (code === 0 || code === null || code === undefined) return { code: 0, message: null };
  // Next's server handles SIGINT and SIGTERM itself and exits 130 / 143 (128 + the signal's number,
  // node_modules/next/dist/server/lib/start-server.js): a stop that was asked for, not a failure.
  if (requested && code === 128 + signalNumber(requested)) return { code: 0, message: null };
  return { code, message: `The console's server stopped with exit code ${code}; see the lines above for why.` };
}

/** How `npm start` ends when the build did not succeed (`spawnSync`'s status, signal and error). */
export function buildFailure(status, signal, error) {
  if (error) return { code: 1, message: `The build could not be started (${error.message}): run npm install first.` };
  if (signal) return { code: 128 + signalNumber(signal), message: `The build died by ${signal} (${signalReason(signal)}).` };
  if (status === 0) return null;
  return { code: status, message: `The build failed with exit code ${status}; see the lines above for why.` };
}
