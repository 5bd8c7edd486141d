// Polite announcements for what changes without a page load: the title of the page a client-side
// navigation arrived at, read once the page's head is in place (WCAG 4.1.3). The region is
// rendered empty by the shell (app.tsx) and written here, outside React, so announcing never
// re-renders the page.
export const ANNOUNCER_ID = "route-announcer";

export function announcePolite(text: string, doc: Document = document): void {
  const region = doc.getElementById(ANNOUNCER_ID);
  if (!region) return;
  // Emptied first, then filled in the next frame: a region whose text does not change (two
  // pages with the same title) is not read again.
  region.textContent = "";
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}
