// False during the prerender and the hydration pass, true afterwards. Lets a component that is
// served from a shared HTML file (404.html) render path-specific parts without a mismatch.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {
  // Nothing to unsubscribe from: the value changes only once, at hydration.
};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
