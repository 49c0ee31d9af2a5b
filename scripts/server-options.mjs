// How every console server is started (`npm start`, the e2e servers, the benches): plain JavaScript,
// so that scripts/start.mjs can use it before anything is built.

/**
 * `next start`'s idle keep-alive time, 70 s instead of Node's 5 s: longer than the 60 s idle timeout
 * of the usual load balancers in front of it, so the server never closes a kept-alive connection
 * while the proxy (or a test's HTTP client) is sending a request on it, which the sender sees as
 * ECONNRESET on a request it cannot safely send again.
 */
export const KEEP_ALIVE_ARGS = ["--keepAliveTimeout", "70000"];
