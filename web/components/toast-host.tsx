// Mounts the Radix toaster only once a toast exists, so its code stays out of the first load.
import { lazy, Suspense } from "react";
import { useToasts } from "../hooks/use-toast.ts";

const Toaster = lazy(() => import("../ui/toast.tsx"));

export function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
