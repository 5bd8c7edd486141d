// Registers /sw.js once the page has loaded and gone quiet, and offers a reload when a new
// version is waiting.
import { useEffect } from "react";
import { toast } from "../hooks/use-toast.ts";
import { whenSettled } from "../lib/when-idle.ts";
import { messages } from "../shared/messages.ts";

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
    const cancel = whenSettled(register, 5000);
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return null;
}
