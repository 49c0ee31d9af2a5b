// One autocannon run, with every response's latency kept at full resolution (autocannon's own
// histogram rounds to whole milliseconds, too coarse for a 1 ms budget).
import autocannon from "autocannon";

export type LoadRequest = {
  url: string;
  /** Paths (with their queries) on the url's origin, taken in turn by every request instead of the url's own. */
  paths?: readonly string[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  /** Latency of each 2xx response, in ms. */
  latencies: number[];
  requests: number;
  /** 2xx responses per second over the run. */
  throughput: number;
  failures: number;
};

/** Hands out the paths in turn, across every connection of one run. */
function rotate(paths: readonly string[]) {
  let next = 0;
  return <R extends { path?: string }>(request: R): R => {
    request.path = paths[next++ % paths.length];
    return request;
  };
}

export async function runLoad(request: LoadRequest, options: { connections: number; durationS: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const instance = autocannon({
    url: request.url,
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
    connections: options.connections,
    ...(request.paths ? { requests: [{ setupRequest: rotate(request.paths) }] } : {}),
    duration: options.durationS,
    timeout: 30,
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures += 1;
  });
  const result = await instance;
  failures += result.errors + result.timeouts;
  return { latencies, requests: latencies.length, throughput: latencies.length / result.duration, failures };
}
