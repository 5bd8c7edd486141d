// Registers /sw.js once the page is idle, and offers a reload when a new version is waiting.
import { useEffect } from "react";
import { toast } from "../hooks/use-toast.ts";
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
    const idle = window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 2000);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
