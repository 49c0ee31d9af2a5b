import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFailure, nodeVersionProblem, satisfies, serverExit } from "./start-checks.mjs";

const ROOT = path.resolve(__dirname, "..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };

describe("satisfies", () => {
  it("reads the engines range forms npm packages use", () => {
    const cases: [string, string, boolean][] = [
      ["22.12.0", ">=22.12", true],
      ["22.11.9", ">=22.12", false],
      ["v24.21.0", ">=22.12", true],
      ["20.20.2", ">=22.12", false],
      ["22.22.2", "^22.22.2 || ^24.15.0 || >=26", true],
      ["22.21.0", "^22.22.2 || ^24.15.0 || >=26", false],
      ["23.1.0", "^22.22.2 || ^24.15.0 || >=26", false],
      ["24.14.9", "^22.22.2 || ^24.15.0 || >=26", false],
      ["24.15.0", "^22.22.2 || ^24.15.0 || >=26", true],
      ["25.0.0", "^22.22.2 || ^24.15.0 || >=26", false],
      ["26.0.0", "^22.22.2 || ^24.15.0 || >=26", true],
      ["22.5.0", "22.x", true],
      ["22.5.0", ">=20 <22", false],
      ["21.9.0", ">=20 <22", true],
      ["22.12.3", "~22.12.0", true],
      ["22.13.0", "~22.12.0", false],
    ];
    for (const [version, range, expected] of cases) expect(satisfies(version, range), `${version} in ${range}`).toBe(expected);
  });

  it("agrees with npm's own semver on package.json's range", () => {
    const semver = createRequire(import.meta.url)("semver") as { satisfies(v: string, r: string): boolean };
    for (let major = 18; major <= 28; major++) {
      for (const minor of [0, 1, 9, 11, 12, 13, 14, 15, 19, 22, 30]) {
        for (const patch of [0, 1, 2, 3]) {
          const version = `${major}.${minor}.${patch}`;
          expect(satisfies(version, pkg.engines.node), version).toBe(semver.satisfies(version, pkg.engines.node));
        }
      }
    }
  });
});

describe("package.json engines", () => {
  it("asks for no Node that a locked dependency refuses (engine-strict would stop npm install on it)", () => {
    const semver = createRequire(import.meta.url)("semver") as { subset(a: string, b: string): boolean };
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => !p.optional && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.subset(pkg.engines.node, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} needs ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("is enforced by npm install (engine-strict in the project's .npmrc)", () => {
    expect(fs.readFileSync(path.join(ROOT, ".npmrc"), "utf8")).toMatch(/^engine-strict\s*=\s*true$/m);
  });
});

describe("nodeVersionProblem", () => {
  it("says which Node is needed and which one this is", () => {
    expect(nodeVersionProblem("24.21.0", pkg.engines.node)).toBeNull();
    const problem = nodeVersionProblem("20.20.2", pkg.engines.node);
    expect(problem).toContain(`Rampart needs Node ${pkg.engines.node}`);
    expect(problem).toContain("this is Node 20.20.2");
  });
});

describe("serverExit", () => {
  it("turns a death by a signal nobody asked for into a failure, with the reason", () => {
    const end = serverExit(null, "SIGSEGV", null);
    expect(end.code).toBe(128 + os.constants.signals.SIGSEGV);
    expect(end.message).toMatch(/^The console's server died by SIGSEGV \(a crash in native code/);
    expect(serverExit(null, "SIGKILL", "SIGTERM").code).toBe(137);
  });

  it("ends quietly when the stop was asked for, and passes a failing exit code on", () => {
    expect(serverExit(null, "SIGTERM", "SIGTERM")).toEqual({ code: 0, message: null });
    expect(serverExit(0, null, "SIGINT")).toEqual({ code: 0, message: null });
    // A service manager's stop: Next's server catches SIGTERM and exits 143 (issue 41), SIGINT 130.
    expect(serverExit(143, null, "SIGTERM")).toEqual({ code: 0, message: null });
    expect(serverExit(130, null, "SIGINT")).toEqual({ code: 0, message: null });
    expect(serverExit(143, null, null).code).toBe(143);
    expect(serverExit(3, null, null)).toEqual({ code: 3, message: "The console's server stopped with exit code 3; see the lines above for why." });
  });

  it("says how a build failed", () => {
    expect(buildFailure(0, null, undefined)).toBeNull();
    expect(buildFailure(null, "SIGKILL", undefined)?.code).toBe(137);
    expect(buildFailure(2, null, undefined)).toEqual({ code: 2, message: "The build failed with exit code 2; see the lines above for why." });
    expect(buildFailure(null, null, new Error("spawn ENOENT"))?.message).toContain("run npm install first");
  });
});

/**
 * The real start script in a throwaway project whose `next` is a stand-in: `build` writes a
 * BUILD_ID, `start` does what FAKE_NEXT says (die by SIGSEGV, or serve until stopped).
 */
describe("npm start (scripts/start.mjs, spawned)", () => {
  let project: string;
  beforeAll(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-start-"));
    fs.mkdirSync(path.join(project, "scripts"));
    for (const file of ["start.mjs", "start-checks.mjs", "server-options.mjs"])
      fs.copyFileSync(path.join(__dirname, file), path.join(project, "scripts", file));
    fs.writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "fake", private: true, engines: pkg.engines }));
    fs.mkdirSync(path.join(project, "node_modules", ".bin"), { recursive: true });
    const fakeNext = path.join(project, "node_modules", ".bin", "next");
    fs.writeFileSync(
      fakeNext,
      `#!${process.execPath}
const fs = require("node:fs");
if (process.argv[2] === "build") {
  console.log("FAKE BUILD");
  fs.mkdirSync(".next", { recursive: true });
  fs.writeFileSync(".next/BUILD_ID", "fake");
} else if (process.env.FAKE_NEXT === "segv") {
  process.kill(process.pid, "SIGSEGV");
} else {
  console.log("FAKE READY " + process.argv.slice(2).join(" "));
  setInterval(() => {}, 1000);
}
`,
    );
    fs.chmodSync(fakeNext, 0o755);
  });
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  function start(
    env: Record<string, string>,
    nodeArgs: string[] = [],
  ): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
    const child = spawn(process.execPath, [...nodeArgs, path.join(project, "scripts", "start.mjs")], { cwd: project, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => (stdout += d));
    child.stderr!.on("data", (d) => (stderr += d));
    const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on("exit", (code) => resolve({ code, stdout, stderr })),
    );
    return { child, done };
  }

  it("refuses an unsupported Node before building, saying which version is needed", async () => {
    const fakeVersion = `data:text/javascript,Object.defineProperty(process.versions, "node", { value: "20.20.2" })`;
    const { code, stdout, stderr } = await start({ FAKE_NEXT: "segv" }, ["--import", fakeVersion]).done;
    expect(code).toBe(1);
    expect(stderr).toContain(`Rampart needs Node ${pkg.engines.node} (package.json "engines"), and this is Node 20.20.2`);
    expect(stdout).not.toContain("Building");
    expect(fs.existsSync(path.join(project, ".next"))).toBe(false);
  });

  it("exits non-zero, saying why, when the server dies by a signal", async () => {
    const { code, stdout, stderr } = await start({ FAKE_NEXT: "segv" }).done;
    expect(stdout).toContain("FAKE BUILD");
    expect(code).toBe(128 + os.constants.signals.SIGSEGV);
    expect(stderr).toContain("The console's server died by SIGSEGV (a crash in native code");
  });

  it("ends with 0 when it is asked to stop; it served with idle connections kept 70 s (scripts/server-options.mjs)", async () => {
    const run = start({ FAKE_NEXT: "serve", PORT: "4321" });
    const ready = await new Promise<string>((resolve) => run.child.stdout!.on("data", (d) => String(d).includes("FAKE READY") && resolve(String(d))));
    expect(ready).toContain("FAKE READY start -p 4321 --keepAliveTimeout 70000");
    run.child.kill("SIGTERM");
    const { code, stderr } = await run.done;
    expect(code).toBe(0);
    expect(stderr).toBe("");
  });
});
