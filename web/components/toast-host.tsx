// Mounts the Radix toaster only once a toast exists, so its code stays out of the first load.
import { onDemand, useOnDemand } from "../hooks/use-on-demand.ts";
import { useToasts } from "../hooks/use-toast.ts";

const toaster = onDemand(() => import("../ui/toast.tsx"));

export function ToastHost() {
  const toasts = useToasts();
  const Toaster = useOnDemand(toaster, toasts.length > 0)?.default;
  return toasts.length > 0 && Toaster ? <Toaster /> : null;
}
