// Listens for Ctrl/Cmd+K and the header's Search button, and loads the palette on first use.
// Every page has it except /home2.
import { useCallback, useEffect, useRef, useState } from "react";
import { onDemand, useOnDemand } from "../hooks/use-on-demand.ts";
import { isPaletteShortcut, OPEN_PALETTE_EVENT } from "../lib/palette-events.ts";

const commandPalette = onDemand(() => import("./command-palette.tsx"));

/** What has focus now, unless nothing does. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function PaletteHost() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const isOpen = useRef(false);
  // What had focus when the palette opened (the Search button, or whatever had it at Ctrl/Cmd+K),
  // and where focus goes once it has closed. cmdk's dialog has no Radix trigger to return focus
  // to, so without this focus falls to <body> (WCAG 2.4.3).
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    if (!isOpen.current) opener.current = focusedElement();
    isOpen.current = true;
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback((returnFocus: boolean) => {
    returnFocusTo.current = returnFocus ? opener.current : null;
    opener.current = null;
    isOpen.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      if (isOpen.current) close(true);
      else show();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_PALETTE_EVENT, show);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_PALETTE_EVENT, show);
    };
  }, [show, close]);

  // After the dialog has unmounted: while it is there, its focus trap pulls focus back inside.
  useEffect(() => {
    if (open) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  const CommandPalette = useOnDemand(commandPalette, loaded)?.default;
  return CommandPalette ? <CommandPalette open={open} onClose={close} /> : null;
}
