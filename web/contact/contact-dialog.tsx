// The contact modal: contact details beside the form. Loaded on first open.
import { SWRConfig } from "swr";
import { swrConfig } from "../lib/swr-config.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog.tsx";
import { ContactDetails } from "../components/contact-details.tsx";
import { ContactForm } from "./contact-form.tsx";

interface ContactDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (the modal is opened by a button or by TENFOLD). */
  readonly returnFocusTo: () => HTMLElement | null;
}

export default function ContactDialog({ open, onOpenChange, returnFocusTo }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        open={open}
        // Radix focuses the first field without scrolling to it; on a small screen (320 × 640) that
        // is Name, below the contact details, out of sight. Focusing it here scrolls the modal to it.
        onOpenAutoFocus={(event) => {
          const first =
            event.target instanceof HTMLElement
              ? event.target.querySelector<HTMLElement>("form input:not([type=hidden]), form textarea")
              : null;
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogTitle className="font-display text-2xl font-semibold">Get in touch</DialogTitle>
        <DialogDescription className="mt-2 text-slate-600">
          Tell us what you are trying to achieve. We reply within one working day.
        </DialogDescription>
        <div className="mt-6 grid gap-8 md:grid-cols-[1fr_2fr]">
          <ContactDetails />
          <SWRConfig value={swrConfig}>
            <ContactForm onSent={() => onOpenChange(false)} acceptHandoff />
          </SWRConfig>
        </div>
      </DialogContent>
    </Dialog>
  );
}
