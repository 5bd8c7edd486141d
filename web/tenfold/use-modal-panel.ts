// TENFOLD's panel is modal at every size: while it is open the rest of the page is inert and Tab
// goes round the panel's own controls. On a phone it fills the screen, so anything behind it that
// took the focus would be wholly hidden; on a wide screen it covers the foot of the page's right
// side (the footer's links among them), so the same would happen there (WCAG 2.4.11). The
// launcher stays live, as the toggle the spec gives it, and so do live regions (toasts, the route
// announcer), so what they say is still heard.
import { useEffect, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]";

/** Marks inert every element outside `keep` (its ancestors' other children), and returns the undo. */
export function inertOutside(keep: Element): () => void {
  const marked: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (
        sibling === node ||
        sibling.hasAttribute("inert") ||
        sibling.hasAttribute("aria-live") ||
        sibling.matches("script, style, [role='status']")
      )
        continue;
      sibling.setAttribute("inert", "");
      marked.push(sibling);
    }
  }
  return () => marked.forEach((element) => element.removeAttribute("inert"));
}

/** The controls Tab can reach inside `root`, in order, leaving out the hidden ones. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest("[hidden], [inert]") && element.getClientRects().length > 0,
  );
}

/** While `open`, the page outside the panel's container (launcher and panel) is inert. */
export function useModalPanel(open: boolean, panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = panel.current?.parentElement;
    if (!open || !container) return;
    return inertOutside(container);
  }, [open, panel]);
}

/** Keeps Tab and Shift+Tab inside the panel: from its last control to its first, and back. */
export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const controls = tabbables(event.currentTarget);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
