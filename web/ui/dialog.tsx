// The one wrapper around @radix-ui/react-dialog: a modal that traps focus, restores it on close
// and closes on Escape or a click on the overlay. It fades in over a darkened page and scales up
// from the centre, and plays the same backwards as it closes (framer-motion, through ui/motion).
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { AnimatePresence, MotionProvider, POPUP_MS, m, motionReady, popupVariants } from "./motion.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

const overlayVariants = {
  open: { opacity: 1, transition: { duration: POPUP_MS / 1000 } },
  closed: { opacity: 0, transition: { duration: POPUP_MS / 1000 } },
} as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** The same value as the Dialog's `open`: the content stays mounted while it animates away. */
  readonly open: boolean;
  readonly children: ReactNode;
};

export function DialogContent({ open, children, className = "", ...props }: DialogContentProps) {
  const initial = motionReady() ? "closed" : false;
  return (
    <MotionProvider>
      <AnimatePresence>
        {open && (
          <DialogPrimitive.Portal forceMount>
            <DialogPrimitive.Overlay forceMount asChild>
              <m.div
                className="fixed inset-0 z-50 bg-ink/70 backdrop-blur-sm"
                variants={overlayVariants}
                initial={initial}
                animate="open"
                exit="closed"
              />
            </DialogPrimitive.Overlay>
            <DialogPrimitive.Content forceMount asChild {...props}>
              {/* Centred by framer-motion's x and y rather than translate utilities: its scale
                  writes the element's transform and would otherwise drop the centring. */}
              <m.div
                variants={popupVariants}
                initial={initial}
                animate="open"
                exit="closed"
                style={{ x: "-50%", y: "-50%" }}
                className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(52rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl md:p-8 ${className}`}
              >
                {children}
                <DialogPrimitive.Close
                  aria-label="Close"
                  className="absolute right-4 top-4 rounded p-2 text-2xl leading-none text-slate-500 hover:text-ink"
                >
                  ×
                </DialogPrimitive.Close>
              </m.div>
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}
