// The one wrapper around @radix-ui/react-toast. Rendered from the toast store; loaded on demand
// the first time a toast is shown (see components/toast-host.tsx).
import * as ToastPrimitive from "@radix-ui/react-toast";
import { dismissToast, useToasts } from "../hooks/use-toast.ts";

export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          {...(t.duration !== undefined ? { duration: t.duration } : {})}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
            t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-ink"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          {t.action && (
            <ToastPrimitive.Action
              altText={t.action.label}
              onClick={t.action.onSelect}
              className="ml-auto shrink-0 rounded border border-current px-3 py-1 text-sm font-medium"
            >
              {t.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Above the floating controls (components/floating-dock.tsx), never under them. */}
      <ToastPrimitive.Viewport
        style={{ bottom: "var(--dock-h)" }}
        className="fixed right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
