// Where focus goes when the page changes under it (WCAG 2.4.3): after a client-side navigation,
// to the new page's main heading; after a jump to a section, to that section's heading. The next
// Tab then starts there, and a screen reader reads where the visitor has arrived.

/** The heading a section opens with, or the element itself when it has none. */
export function headingOf(target: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(target.tagName)) return target;
  return target.querySelector<HTMLElement>("h1, h2, h3") ?? target;
}

/**
 * Focuses `target` (or its heading) without scrolling: the caller has scrolled already, smoothly
 * perhaps, and focus() would jump. A heading is made focusable by script only (tabindex -1), so
 * Tab never stops on it.
 */
export function moveFocusTo(target: HTMLElement): void {
  const heading = headingOf(target);
  if (!heading.hasAttribute("tabindex") && !isFocusable(heading)) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches("a[href], button, input, select, textarea, [tabindex], summary");
}
