// Opens the command palette from anywhere (the header button dispatches, the shell listens).
export const OPEN_PALETTE_EVENT = "larkspur:open-palette";

export function openPalette(): void {
  window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT));
}

/** Ctrl+K, or Cmd+K on a Mac: opens and closes the palette. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
}
