// Opens the command palette from anywhere (the header button dispatches, the shell listens).
export const OPEN_PALETTE_EVENT = "larkspur:open-palette";

export function openPalette(): void {
  window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT));
}
