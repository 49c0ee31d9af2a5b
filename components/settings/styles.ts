/** Tailwind class sets of the settings forms. */
export const input = "mt-1 w-full rounded border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-700 aria-[invalid=true]:border-red-600";
export const select =
  "disabled:cursor-not-allowed disabled:opacity-60 rounded border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950";
export const primary = "whitespace-nowrap rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60";
export const secondary =
  "whitespace-nowrap rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";
export const problemText = "text-sm text-red-700 dark:text-red-400";
export const hint = "text-xs text-slate-600 dark:text-slate-400";
