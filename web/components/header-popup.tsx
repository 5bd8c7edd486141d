// A header button with the panel it opens (the desktop Menu, the phone menu). How it opens,
// closes and moves focus is useHeaderPopup's; the caller gives the button's look and the panel.
import type { ReactNode } from "react";
import { useHeaderPopup } from "../hooks/use-header-popup.ts";

interface HeaderPopupProps {
  readonly className: string;
  readonly buttonClassName: string;
  /** The button's text, with the panel open or closed. */
  readonly label: (open: boolean) => string;
  /** The panel, given its id (the button's aria-controls) and a way to close it. */
  readonly panel: (props: { id: string; close: () => void }) => ReactNode;
}

export function HeaderPopup({ className, buttonClassName, label, panel }: HeaderPopupProps) {
  const { open, close, container, panelId, buttonProps } = useHeaderPopup();
  return (
    <div ref={container} className={className}>
      <button {...buttonProps} className={buttonClassName}>
        {label(open)}
      </button>
      {open && panel({ id: panelId, close })}
    </div>
  );
}
