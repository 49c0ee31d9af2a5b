/** The wall's closing screens: a revoked link, or (for a signed-in user) an ended session. */
export function WallEnded({ kind }: { kind: "revoked" | "signed-out" }) {
  return (
    <main
      className="flex min-h-screen flex-col items-center justify-center gap-[1.5vw] bg-slate-950 p-[4vw] text-center text-slate-100"
      data-testid={`wall-${kind}`}
    >
      <h1 className="font-bold" style={{ fontSize: "clamp(1.75rem, 4vw, 12rem)" }}>
        {kind === "revoked" ? "This wall link was revoked" : "Your session has ended"}
      </h1>
      <p className="max-w-[70vw] text-slate-300" style={{ fontSize: "clamp(1rem, 1.8vw, 6rem)" }}>
        {kind === "revoked"
          ? "This screen no longer shows data. Ask an administrator for a new wall link and open it on this screen."
          : "Sign in again to see the wall."}
      </p>
      {kind === "signed-out" ? (
        <a
          href="/sign-in?next=%2Fwall"
          className="rounded border border-slate-400 px-[1.2vw] py-[0.5vw] underline"
          style={{ fontSize: "clamp(1rem, 1.5vw, 5rem)" }}
        >
          Sign in
        </a>
      ) : null}
    </main>
  );
}
