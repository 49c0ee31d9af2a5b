// Child processes of the console benches: each in its own process group (stopped by that id
// only), its output kept in a log file, all stopped when the bench process exits.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export type Started = {
  /** PID of the process spawned (its process group has the same id). */
  pid: number;
  child: ChildProcess;
  logFile: string;
  /** Resolves once the process has exited (its whole group is signalled). */
  stop(): Promise<void>;
  exited(): boolean;
};

const running = new Set<Started>();
process.on("exit", () => {
  for (const started of running) signalGroup(started.pid, "SIGKILL");
});

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): Started {
  const log = fs.openSync(options.logFile, "a");
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", log, log], detached: true });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`Could not start ${command}`);
  let hasExited = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => {
      hasExited = true;
      resolve();
    });
  });
  const started: Started = {
    pid: child.pid,
    child,
    logFile: options.logFile,
    exited: () => hasExited,
    async stop() {
      running.delete(started);
      if (hasExited) return;
      signalGroup(child.pid!, "SIGTERM");
      const killed = await Promise.race([exit.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
      if (!killed) {
        signalGroup(child.pid!, "SIGKILL");
        await exit;
      }
      // Grandchildren that outlived their parent (same group) get the same end.
      signalGroup(child.pid!, "SIGKILL");
    },
  };
  running.add(started);
  return started;
}

/** The last lines of a process's log, for an error message. */
export function logTail(started: Started, lines = 20): string {
  try {
    return fs.readFileSync(started.logFile, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Polls `url` until it answers `status` (default any < 500); throws when the process exits or time runs out. */
export async function waitForHttp(url: string, started: Started, options: { timeoutMs?: number; status?: number } = {}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (started.exited()) throw new Error(`${url}: the process exited before answering\n${logTail(started)}`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (options.status === undefined ? response.status < 500 : response.status === options.status) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer in time\n${logTail(started)}`);
}

/** PIDs of every descendant of `pid` (from /proc), nearest first. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: the fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** The process (the given one or a descendant) whose command line starts with `name`. */
export function findProcess(rootPid: number, name: string): number | null {
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith(name)) return pid;
    } catch {
      // Gone.
    }
  }
  return null;
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}
