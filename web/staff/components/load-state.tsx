// What a section shows while its data loads or when loading failed, the same way everywhere.
import { failureMessage, SignedOutError } from "../lib/staff-api.ts";

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-slate-700">
      Loading {what}…
    </p>
  );
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  // The frame's notice already says the sign-in has expired, as an alert; this only says what is missing.
  if (error instanceof SignedOutError) return <p className="text-slate-700">Sign in again to see this page.</p>;
  return (
    <div role="alert" className="grid max-w-2xl gap-3 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      <p>{failureMessage(error)}</p>
      <p>
        <button
          type="button"
          onClick={retry}
          className="rounded-md border border-red-900 px-3 py-1 font-medium hover:bg-red-100"
        >
          Try again
        </button>
      </p>
    </div>
  );
}
