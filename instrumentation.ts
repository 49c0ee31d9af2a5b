export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startConsole } = await import("./lib/startup");
    await startConsole();
  }
}
