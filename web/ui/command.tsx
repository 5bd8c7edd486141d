// The one wrapper around cmdk: a command dialog with the site's styling.
import { Command, defaultFilter } from "cmdk";
import type { ComponentProps, ReactNode } from "react";

/**
 * cmdk's fuzzy score finds some scattered subsequence of almost any query in a long description
 * ("crisis comm" in a case study about housing scores 0.0002, against 0.99 for Crisis
 * Communications), and those near-misses crowd the list. A match this weak is no match.
 */
export const WEAK_MATCH = 0.05;

export function relevantMatches(value: string, search: string, keywords?: string[]): number {
  const score = defaultFilter(value, search, keywords);
  return score < WEAK_MATCH ? 0 : score;
}

export function CommandDialog({ children, ...props }: ComponentProps<typeof Command.Dialog> & { children: ReactNode }) {
  return (
    <Command.Dialog
      filter={relevantMatches}
      {...props}
      overlayClassName="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm"
      contentClassName="fixed left-1/2 top-[12vh] z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-slate-200 bg-white text-ink shadow-2xl"
    >
      {children}
    </Command.Dialog>
  );
}

export function CommandInput(props: ComponentProps<typeof Command.Input>) {
  return <Command.Input {...props} className="w-full border-b border-slate-200 px-4 py-4 text-base outline-none placeholder:text-slate-400" />;
}

export function CommandList(props: ComponentProps<typeof Command.List>) {
  return <Command.List {...props} className="max-h-[60vh] overflow-y-auto p-2" />;
}

export function CommandEmpty(props: ComponentProps<typeof Command.Empty>) {
  return <Command.Empty {...props} className="px-4 py-6 text-center text-sm text-slate-500" />;
}

export function CommandGroup(props: ComponentProps<typeof Command.Group>) {
  return <Command.Group {...props} className="pb-2 text-sm [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-slate-500" />;
}

export function CommandItem(props: ComponentProps<typeof Command.Item>) {
  return <Command.Item {...props} className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2.5 data-[selected=true]:bg-amber-100" />;
}
