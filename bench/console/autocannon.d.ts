// The part of autocannon 8's programmatic API the benches use (it ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    /** Requests each connection sends in turn; setupRequest may change each one before it goes. */
    requests?: { setupRequest?: <R extends { path?: string }>(request: R) => R }[];
  };

  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
