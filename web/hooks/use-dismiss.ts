// Closes a popup on Escape or on a pointer press outside it. Not while a modal dialog opened on
// top of it has the visitor (the contact form TENFOLD opens): pressing in that dialog, or Escape
// there, is for that dialog alone, and the popup is still there when it closes.
import { useEffect, type RefObject } from "react";

/** A Radix dialog that is open and is not inside `popup`. */
function dialogAbove(popup: HTMLElement | null): boolean {
  return [...document.querySelectorAll('[role="dialog"][data-state="open"]')].some(
    (dialog) => !popup?.contains(dialog),
  );
}

export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog above has taken this Escape already (Radix marks it handled).
      if (event.key === "Escape" && !event.defaultPrevented && !dialogAbove(ref.current)) close();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node) && !dialogAbove(ref.current)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, ref, close]);
}
