// The start of a command run with tsx (`npm run service`, `npm run bench`) whose modules import
// `server-only`, which throws outside React's server condition: run `main` under that condition,
// re-running the same command under it when it was started without.
import { spawn } from "node:child_process";

const REACT_SERVER = "--conditions=react-server";

export function underServerCondition(): boolean {
  return [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) => arg.includes("react-server"));
}

export function runUnderReactServer(main: () => Promise<void>): void {
  if (underServerCondition()) {
    main().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
    return;
  }
  const child = spawn(process.execPath, [...process.execArgv, REACT_SERVER, ...process.argv.slice(1)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
