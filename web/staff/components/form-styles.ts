// The console's controls, styled alike in every section: a text field or select, a plain button,
// the one main action of a form, and a link that reads as a button.
export const fieldClass = "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2";
export const buttonClass =
  "rounded-md border border-slate-500 bg-white px-3 py-1.5 font-medium hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60";
export const primaryButtonClass =
  "rounded-md bg-ink px-4 py-2 font-semibold text-white hover:bg-slate-800 disabled:cursor-wait disabled:opacity-60";
export const linkButtonClass =
  "inline-block rounded-md border border-slate-500 bg-white px-3 py-1.5 font-medium hover:bg-slate-100";
