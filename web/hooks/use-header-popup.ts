// A header button that shows a panel below it (the desktop Menu, the mobile menu). The panel
// closes on Escape, returning focus to its button (WCAG 2.4.3); on a press outside it; and when
// keyboard focus moves outside it and its button, since an open panel would cover where focus
// went (2.4.11).
import { useCallback, useEffect, useId, useRef, useState } from "react";

export function useHeaderPopup() {
  const [open, setOpen] = useState(false);
  /** Holds both the button and the panel. */
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Back to the button only from the panel (or from nowhere): not away from another part of
      // the page that had focus while the panel stayed open under the pointer.
      const active = document.activeElement;
      const fromHere = active === null || active === document.body || element.contains(active);
      setOpen(false);
      if (fromHere) button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) setOpen(false);
    };
    // No relatedTarget: the window lost focus or a click landed on nothing focusable; stay open.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  /** The button's part of the disclosure pattern: it says whether its panel is open, and which. */
  const buttonProps = {
    ref: button,
    type: "button",
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: toggle,
  } as const;
  return { open, close, container, panelId, buttonProps };
}
