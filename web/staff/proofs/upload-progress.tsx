// An upload's progress bar, with its percentage as text, while the upload runs.
import type { UploadState } from "./use-upload.ts";

export function UploadProgress({ state }: { state: UploadState }) {
  if (state.kind !== "uploading") return null;
  return (
    <div className="grid max-w-xl gap-1">
      <p role="status">Uploading {state.fileName}…</p>
      <div className="flex items-center gap-3">
        <progress value={state.percent} max={100} aria-label={`Uploading ${state.fileName}`} className="h-3 w-full accent-ink" />
        <span className="w-12 text-right tabular-nums">{state.percent}%</span>
      </div>
    </div>
  );
}
