import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
];

// The bench build (bench/console/build.ts, RAMPART_BENCH_FLOOR=1): `*.bench.ts` files become routes
// and `*.bench.tsx` files become routes too (the bare floor route of the proxy bench, the floor page of the bundle bench) and the build goes to its own folder, so that route is
// never part of `.next`, what `npm start` serves.
const benchFloor = process.env.RAMPART_BENCH_FLOOR === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...(benchFloor ? { distDir: ".next-bench", pageExtensions: ["bench.ts", "bench.tsx", "tsx", "ts", "jsx", "js"] } : {}),
  // openid-client is loaded once by Node, not bundled per route: the provider's Configuration is
  // kept process-wide (lib/auth/oidc/provider.ts) and its functions check `instanceof` on it.
  serverExternalPackages: ["better-sqlite3", "pg", "pino", "openid-client"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The attachment image proxy sets its own (private) caching; every other /api answer is no-store.
      { source: "/api/:path((?!attachments/image$).*)", headers: [{ key: "Cache-Control", value: "no-store" }] },
    ];
  },
};

export default nextConfig;
