// The one wrapper around cmdk: a command dialog with the site's styling, whose input always names
// the highlighted option as its active descendant.
import { Command } from "cmdk";
import type { ComponentProps, ReactNode } from "react";

const ACTIVE = "aria-activedescendant";

/**
 * cmdk 1.1.1 works out the highlighted option's id for `aria-activedescendant` before that option
 * has re-rendered as selected (its scheduled callbacks run in the same pass as the selection), so
 * after typing the input points at the previous option or at none (WCAG 4.1.2). The highlight
 * itself (`aria-selected`, the one Enter opens) is right: this keeps the input and the list
 * pointing at it, from the DOM, whenever either changes. Returns the clean-up.
 */
function keepActiveDescendantInStep(root: HTMLElement): () => void {
  const sync = () => {
    const id = root.querySelector('[cmdk-item][aria-selected="true"]')?.id || undefined;
    for (const owner of root.querySelectorAll("[cmdk-input], [cmdk-list]")) {
      // Only on a change: writing the same value would queue another mutation, endlessly.
      if (id === undefined) owner.removeAttribute(ACTIVE);
      else if (owner.getAttribute(ACTIVE) !== id) owner.setAttribute(ACTIVE, id);
    }
  };
  const observer = new MutationObserver(sync);
  observer.observe(root, { subtree: true, childList: true, attributeFilter: ["aria-selected", ACTIVE] });
  sync();
  return () => observer.disconnect();
}

/** Ref callback for cmdk's root (mounted while the dialog is open). */
const activeDescendantRef = (root: HTMLDivElement | null) => (root ? keepActiveDescendantInStep(root) : undefined);

export function CommandDialog({ children, ...props }: ComponentProps<typeof Command.Dialog> & { children: ReactNode }) {
  return (
    <Command.Dialog
      ref={activeDescendantRef}
      {...props}
      overlayClassName="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm"
      contentClassName="fixed left-1/2 top-[12vh] z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-slate-200 bg-white text-ink shadow-2xl"
    >
      {children}
    </Command.Dialog>
  );
}

// The field's edge is slate-500 (4.8:1 on white, over the 3:1 of WCAG 1.4.11), turning ink while
// typing; the placeholder is slate-600 (7.6:1, over 4.5:1). The input holds focus all the time
// the dialog is open, so the caret and the ink edge show it rather than a ring cut by the corners.
export function CommandInput(props: ComponentProps<typeof Command.Input>) {
  return (
    <Command.Input
      {...props}
      className="w-full border-b-2 border-slate-500 px-4 py-4 text-base outline-none placeholder:text-slate-600 focus:border-ink"
    />
  );
}

export function CommandList(props: ComponentProps<typeof Command.List>) {
  return <Command.List {...props} className="max-h-[60vh] overflow-y-auto p-2" />;
}

export function CommandEmpty(props: ComponentProps<typeof Command.Empty>) {
  return <Command.Empty {...props} className="px-4 py-6 text-center text-sm text-slate-500" />;
}

export function CommandGroup(props: ComponentProps<typeof Command.Group>) {
  return (
    <Command.Group
      {...props}
      className="pb-2 text-sm [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-slate-500"
    />
  );
}

// The highlighted option is ink with white text: 18:1 against the white list (WCAG 1.4.11 asks
// 3:1 of the state; the old amber-100 fill was 1.1:1).
export function CommandItem(props: ComponentProps<typeof Command.Item>) {
  return (
    <Command.Item
      {...props}
      className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2.5 data-[selected=true]:bg-ink data-[selected=true]:text-white"
    />
  );
}
