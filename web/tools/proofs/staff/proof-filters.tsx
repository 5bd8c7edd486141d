// The list's filter: by whether the link works now, and words from the title or client. Applied on
// submit, into the page's address, so a filtered list can be reloaded and shared.
import type { FormEvent } from "react";
import { PROOF_STATUSES } from "#shared/api/proofs-staff.ts";
import { STATUS_LABEL } from "./proof-labels.ts";

const field = "mt-1 block rounded-md border border-slate-500 bg-white px-3 py-2";

export function ProofFilters({
  status,
  q,
  onApply,
}: {
  status: string;
  q: string;
  onApply: (status: string, q: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    onApply(text("status"), text("q"));
  };
  return (
    <form role="search" aria-label="Filter proofs" onSubmit={submit} className="flex flex-wrap items-end gap-4">
      <label className="font-medium">
        Status
        <select name="status" defaultValue={status} key={status} className={field}>
          <option value="">All</option>
          {PROOF_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="font-medium">
        Title or client
        <input name="q" type="search" defaultValue={q} key={q} className={`${field} w-72 max-w-full`} />
      </label>
      <button
        type="submit"
        className="rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-100"
      >
        Show
      </button>
    </form>
  );
}
