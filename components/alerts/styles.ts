/** Tailwind class sets of the alerts forms (the same look as the settings forms). */
export const input = "mt-1 w-full rounded border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-700 aria-[invalid=true]:border-red-600";
export const select = "mt-1 w-full rounded border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950";
export const primary = "rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60";
export const secondary = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";
export const linkButton = "text-sm text-blue-700 underline underline-offset-2 hover:text-blue-900 disabled:opacity-60 dark:text-blue-400";
export const hint = "text-xs text-slate-600 dark:text-slate-400";
export const section = "space-y-2";
export const sectionTitle = "text-lg font-semibold";
export const table = "w-full border-collapse text-left text-sm";
export const th = "border-b border-slate-200 px-2 py-1 font-medium text-slate-600 dark:border-slate-800 dark:text-slate-400";
export const td = "border-b border-slate-100 px-2 py-1.5 align-top dark:border-slate-900";
