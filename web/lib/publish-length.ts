// The header and the floating dock publish their measured heights on <html> as custom properties
// (--header-h, --dock-h) for the page's padding, the scroll padding and the toasts. Every element
// inherits a custom property set there, so each change restyles the whole page: on the home page,
// right after hydration, a full restyle of 14-25 ms unthrottled (a long task at 4x CPU) that
// usually changed nothing, since the CSS defaults already give one row's height.

/** What a length custom property's value comes to in px, or null when it is not a plain px or rem length. */
export function lengthInPx(value: string, rootFontSizePx: number): number | null {
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] === "px" ? amount : amount * rootFontSizePx;
}

/** Sets `name` on <html> to `px`, unless it already comes to that length (from the CSS or an earlier call). */
export function publishLength(name: string, px: number, root: HTMLElement = document.documentElement): void {
  const style = getComputedStyle(root);
  if (lengthInPx(style.getPropertyValue(name), parseFloat(style.fontSize)) === px) return;
  root.style.setProperty(name, `${px}px`);
}

/** Publishes `element`'s height, rounded up to a whole px, as `name` on <html>. */
export function publishHeight(name: string, element: Element, root: HTMLElement = document.documentElement): void {
  publishLength(name, Math.ceil(element.getBoundingClientRect().height), root);
}
