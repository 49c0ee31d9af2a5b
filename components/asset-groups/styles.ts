/** Tailwind class sets shared by the asset-group controls. */
export const inputClass =
  "rounded border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-700 aria-[invalid=true]:border-red-600";
export const primaryButton =
  "rounded bg-blue-700 px-3 py-1 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60";
export const secondaryButton =
  "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";
export const fieldError = "text-sm text-red-700 dark:text-red-400";
