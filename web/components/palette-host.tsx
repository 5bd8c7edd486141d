// Listens for Ctrl/Cmd+K and the header's Search button, and loads the palette on first use.
// Not shown on /home2 (spec section 2).
import { useEffect, useState } from "react";
import { onDemand, useOnDemand } from "../hooks/use-on-demand.ts";
import { isPaletteShortcut, OPEN_PALETTE_EVENT } from "../lib/palette-events.ts";

const commandPalette = onDemand(() => import("./command-palette.tsx"));

export function PaletteHost() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const show = () => {
      setLoaded(true);
      setOpen(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((value) => !value);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_PALETTE_EVENT, show);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_PALETTE_EVENT, show);
    };
  }, []);

  const CommandPalette = useOnDemand(commandPalette, loaded)?.default;
  return CommandPalette ? <CommandPalette open={open} onOpenChange={setOpen} /> : null;
}
