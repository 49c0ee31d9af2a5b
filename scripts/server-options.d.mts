// Types of server-options.mjs.
export const KEEP_ALIVE_ARGS: readonly string[];
