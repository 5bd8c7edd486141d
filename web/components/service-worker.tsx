// Registers /sw.js once the page has loaded and gone quiet, and offers a reload when a new
// version is waiting.
import { useEffect } from "react";
import { toast } from "../hooks/use-toast.ts";
import { whenSettled } from "../lib/when-idle.ts";
import { messages } from "#shared/messages.ts";

/** How long after the load event the service worker is registered, at the earliest. */
export const PRECACHE_AFTER_LOAD_MS = 3000;

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    const register = () => {
      void import("virtual:pwa-register").then(({ registerSW }) => {
        if (cancelled) return;
        const update = registerSW({
          immediate: true,
          onNeedRefresh() {
            toast({
              title: messages.update.title,
              description: messages.update.body,
              duration: Number.POSITIVE_INFINITY,
              action: { label: messages.update.action, onSelect: () => void update(true) },
            });
          },
        });
      });
    };
    // Precaching (about 2 MB: the shell and the main pages) competes with the page for the CPU,
    // so it starts after the page's own deferred work, such as rendering TENFOLD's panel.
    const cancel = whenSettled(register, 5000, PRECACHE_AFTER_LOAD_MS);
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return null;
}
