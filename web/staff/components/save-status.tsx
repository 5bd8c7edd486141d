// The status line and failure alert under a console form that saves (web/staff/lib/use-staff-save.ts).
import type { StaffSave } from "../lib/use-staff-save.ts";

export function SaveStatus({
  busy,
  said,
  failure,
  working = "Saving…",
}: Pick<StaffSave, "busy" | "said" | "failure"> & { working?: string }) {
  return (
    <>
      <p role="status" className="text-slate-700">
        {busy ? working : said}
      </p>
      {failure && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
    </>
  );
}
