import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cyclesInTurn, pairedLatencies } from "./paired";

describe("pairedLatencies (targets taken in turn on one connection)", () => {
  const sockets = new Set<unknown>();
  const seen: string[] = [];
  let origin = "";
  const server = http.createServer((request, response) => {
    sockets.add(request.socket);
    seen.push(request.url ?? "");
    const answer = () => response.writeHead(request.url === "/missing" ? 404 : 200).end("ok");
    if (request.url === "/slow") setTimeout(answer, 15);
    else answer();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("takes each target in turn, the same number of times, over one kept-alive connection", async () => {
    const { latencies, failures } = await pairedLatencies([{ url: `${origin}/fast` }, { url: `${origin}/slow` }, { url: `${origin}/missing` }], 0.3);
    expect(latencies[0]!.length).toBeGreaterThan(3);
    expect(latencies[1]).toHaveLength(latencies[0]!.length);
    expect(latencies[2]).toHaveLength(0);
    expect(failures).toEqual([0, 0, latencies[0]!.length]);
    expect(Math.min(...latencies[1]!)).toBeGreaterThanOrEqual(14);
    // The order the server saw, not a comparison of timings: a loaded machine may stall the fast target.
    expect(seen).toEqual(Array.from({ length: seen.length / 3 }, () => ["/fast", "/slow", "/missing"]).flat());
    expect(sockets.size).toBe(1);
  });

  it("refuses targets on two origins", async () => {
    await expect(pairedLatencies([{ url: `${origin}/fast` }, { url: "http://127.0.0.2:1/" }], 0.1)).rejects.toThrow("one origin");
  });

  it("takes targets on two servers in turn, one connection each, their turns aligned (a failure is NaN in its place)", async () => {
    const other = http.createServer((request, response) => {
      sockets.add(request.socket);
      seen.push(`other${request.url}`);
      response.writeHead(request.url === "/missing" ? 404 : 200).end("ok");
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    sockets.clear();
    seen.length = 0;
    try {
      const cycles = await cyclesInTurn([{ url: `${origin}/fast` }, { url: `${otherOrigin}/fast` }, { url: `${otherOrigin}/missing` }], 0.2);
      expect(cycles[0]!.length).toBeGreaterThan(3);
      expect(cycles.map((c) => c.length)).toEqual([cycles[0]!.length, cycles[0]!.length, cycles[0]!.length]);
      expect(cycles[1]!.every(Number.isFinite)).toBe(true);
      expect(cycles[2]!.every(Number.isNaN)).toBe(true);
      expect(seen).toEqual(Array.from({ length: cycles[0]!.length }, () => ["/fast", "other/fast", "other/missing"]).flat());
      expect(sockets.size).toBe(2);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
