export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const [http, https, { installMethodGuard }] = await Promise.all([import("node:http"), import("node:https"), import("./lib/http-method-guard")]);
    installMethodGuard(http.Server);
    installMethodGuard(https.Server as unknown as typeof http.Server);
    const { refuseToStart, startConsole } = await import("./lib/startup");
    await startConsole().catch(refuseToStart);
  }
}
