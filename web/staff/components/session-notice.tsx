// Shown once a request finds the sign-in gone: says so, promises that what was typed is kept
// (lib/drafts.ts), and links to sign in again, which comes back to this page.
import { useLocation } from "react-router-dom";
import { signInAgainUrl, useSessionState } from "../lib/session.ts";

export function SessionNotice() {
  const session = useSessionState();
  useLocation();
  if (session.kind !== "expired") return null;
  return (
    <div role="alert" className="border-b border-amber-500 bg-amber-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <p className="font-semibold">Your sign-in has expired.</p>
        <p>What you typed on this page is kept.</p>
        {session.signIn === "none" ? (
          <p>Sign in through Cloudflare Access to carry on.</p>
        ) : (
          <a
            href={signInAgainUrl(session.signIn, window.location)}
            className="rounded-md bg-ink px-4 py-2 font-semibold text-white hover:bg-slate-800"
          >
            Sign in again
          </a>
        )}
      </div>
    </div>
  );
}
