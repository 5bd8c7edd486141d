// The site's toaster (web/ui/toast.tsx), mounted once a toast exists, as on the public pages.
import { lazy, Suspense } from "react";
import { useToasts } from "../../hooks/use-toast.ts";

const Toaster = lazy(() => import("../../ui/toast.tsx"));

export function StaffToaster() {
  const toasts = useToasts();
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
