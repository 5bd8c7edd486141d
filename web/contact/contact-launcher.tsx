// The floating "Get In Touch" button and the contact modal it opens (loaded on first use).
import { useCallback, useEffect, useRef, useState } from "react";
import { onDemand, useOnDemand } from "../hooks/use-on-demand.ts";
import { OPEN_CONTACT_EVENT } from "../lib/contact-events.ts";
import { earlyLoad } from "../lib/early-input.ts";

const contactDialog = onDemand(() => import("./contact-dialog.tsx"));

export function ContactLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusTo = useCallback(() => opener.current, []);
  const ContactDialog = useOnDemand(contactDialog, loaded)?.default;

  useEffect(() => {
    const show = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONTACT_EVENT, show);
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, show);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        {...earlyLoad("contact")}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setLoaded(true);
          setOpen(true);
        }}
        // Preload on intent so the modal opens without a wait.
        onPointerEnter={() => void contactDialog.load().catch(() => undefined)}
        className="rounded-full bg-amber-400 px-4 py-3 sm:px-5 font-semibold text-ink shadow-lg hover:bg-amber-300"
      >
        Get In Touch
      </button>
      {ContactDialog && <ContactDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />}
    </>
  );
}
