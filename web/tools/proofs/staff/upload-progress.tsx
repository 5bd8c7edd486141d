// An upload's progress bar, with its percentage as text, while the upload runs; and why it
// failed, after `failedLead` ("The proof was not created."), when it did.
import type { UploadState } from "./use-upload.ts";

export function UploadProgress({ state, failedLead }: { state: UploadState; failedLead: string }) {
  if (state.kind === "failed") {
    return (
      <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
        {failedLead} {state.message}
      </p>
    );
  }
  if (state.kind !== "uploading") return null;
  return (
    <div className="grid max-w-xl gap-1">
      <p role="status">Uploading {state.fileName}…</p>
      <div className="flex items-center gap-3">
        <progress
          value={state.percent}
          max={100}
          aria-label={`Uploading ${state.fileName}`}
          className="h-3 w-full accent-ink"
        />
        <span className="w-12 text-right tabular-nums">{state.percent}%</span>
      </div>
    </div>
  );
}
