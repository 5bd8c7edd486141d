// Whether the person's sign-in still holds, as the console last learned it from the server. A
// refused request marks it expired; the console then says so, keeps what was typed (drafts.ts)
// and offers to sign in again, which returns to the same page.
import { useSyncExternalStore } from "react";
import { DEV_SIGN_IN_PATH, type StaffSignIn } from "#shared/api/staff.ts";

export type SessionState = { readonly kind: "signed-in" } | { readonly kind: "expired"; readonly signIn: StaffSignIn };

let state: SessionState = { kind: "signed-in" };
const listeners = new Set<() => void>();

export function markExpired(signIn: StaffSignIn): void {
  if (state.kind === "expired") return;
  state = { kind: "expired", signIn };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentSession = (): SessionState => state;

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, currentSession, currentSession);
}

/**
 * Where signing in again starts: development's sign-in page, told to come back here; behind
 * Access, this page itself, which Access sends through its sign-in and back.
 */
export function signInAgainUrl(signIn: StaffSignIn, here: Location): string {
  const current = `${here.pathname}${here.search}`;
  return signIn === "dev" ? `${DEV_SIGN_IN_PATH}?${new URLSearchParams({ return: current }).toString()}` : current;
}

/** Tests start each case signed in. */
export function resetSession(): void {
  state = { kind: "signed-in" };
}
