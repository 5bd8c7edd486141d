// A tiny toast store (at most one toast at a time; a dismissed toast is removed
// from memory 1,000,000 ms later). Components call `toast()`; the lazily loaded <Toaster> renders.
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastData {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
  readonly open: boolean;
  readonly action?: { readonly label: string; readonly onSelect: () => void };
  /** How long it stays, in ms (Radix's default when unset); Infinity keeps it until dismissed. */
  readonly duration?: number;
}

type Listener = () => void;

let toasts: readonly ToastData[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: readonly ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastData, "id" | "open" | "variant"> & { variant?: ToastVariant }): string {
  counter += 1;
  const id = String(counter);
  const created: ToastData = { ...input, variant: input.variant ?? "default", id, open: true };
  emit([created, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => toasts;
const serverToasts: readonly ToastData[] = [];

export function useToasts(): readonly ToastData[] {
  return useSyncExternalStore(subscribeToasts, getToasts, () => serverToasts);
}
