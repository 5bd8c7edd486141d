// The app's side of web/lib/early-input.ts: what was pressed before React listened, handed over
// once the page has hydrated. Kept out of early-input.ts, which the entry script imports: the
// entry then shares no module with the app's chunks but that one.
import { EARLY_PENDING_ATTRIBUTE } from "./early-input.ts";
import { openPalette } from "./palette-events.ts";
import { TRIGGER_TENFOLD_EVENT } from "./tenfold-events.ts";

/**
 * Replays what was kept, once: each kept button is pressed again (React hydrates what it has not
 * yet), then the palette and TENFOLD are opened if asked for. Called once the page has hydrated
 * (web/app/app.tsx), when the palette's and TENFOLD's listeners are in place. Until this call
 * the shortcut and the page event are kept, whoever else also hears them. Held forms
 * stay held: the submit listener keeps working for forms whose code loads later still.
 */
export function replayEarlyInput(win: Window = window): void {
  const input = win.__earlyInput;
  if (!input) return;
  input.stop();
  win.document.documentElement.removeAttribute(EARLY_PENDING_ATTRIBUTE);
  const clicked = input.clicked.splice(0);
  const { palette, tenfold } = input;
  input.palette = false;
  input.tenfold = false;
  for (const control of clicked) {
    if (control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
  }
  if (palette) openPalette();
  if (tenfold) win.dispatchEvent(new CustomEvent(TRIGGER_TENFOLD_EVENT));
}
