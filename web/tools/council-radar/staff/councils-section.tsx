// The console's Council Radar section: the councils it reads, each with when its records were last
// read, how many councillors and left-out records they hold, and whether reading them is failing;
// a form to add a council by its ModernGov address, and a button to remove one.
import { useId, type FormEvent } from "react";
import { Route, Routes } from "react-router-dom";
import {
  addCouncilContract,
  listCouncilsContract,
  removeCouncilContract,
  type StaffCouncil,
} from "#shared/api/council-radar.ts";
import { LoadFailed, Loading } from "../../../staff/components/load-state.tsx";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { buttonClass, fieldClass, primaryButtonClass } from "../../../staff/components/form-styles.ts";
import { SaveStatus } from "../../../staff/components/save-status.tsx";
import { useDraft } from "../../../staff/lib/drafts.ts";
import { staffCall } from "../../../staff/lib/staff-api.ts";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { useStaffSave } from "../../../staff/lib/use-staff-save.ts";
import { PROBLEM_WORDS_FOR_COUNCIL } from "../council-words.ts";

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" }).format(
    new Date(iso),
  );

function state(council: StaffCouncil): string {
  const { problem } = council.served;
  const read = council.served.from === "snapshot" ? "Not read yet." : `Last read ${when(council.served.asOf)}.`;
  return problem ? `${read} Failing since ${when(problem.at)}: ${PROBLEM_WORDS_FOR_COUNCIL[problem.reason]}.` : read;
}

function CouncilsPage() {
  const { data, error, loading, reload } = useStaffData(listCouncilsContract, {});
  const removing = useStaffSave();
  const remove = async (council: StaffCouncil) => {
    if (!window.confirm(`Stop reading ${council.name}? Its records are removed from Council Radar.`)) return;
    await removing.save(() => staffCall(removeCouncilContract, undefined, { params: { id: council.id } }), {
      done: () => `${council.name} is no longer read; its records are gone from Council Radar.`,
      signedOut: `${council.name} is still read: sign in again, then press Remove again.`,
    });
    reload();
  };
  return (
    <>
      <PageHeading title="Council Radar">
        The councils whose ModernGov service Council Radar reads. Visitors see each council&apos;s last good records
        with their age; a council whose service fails is marked here and on the health page.
      </PageHeading>
      {loading && !data ? <Loading what="the councils" /> : null}
      {error ? <LoadFailed error={error} retry={reload} /> : null}
      {data ? (
        data.councils.length === 0 ? (
          <p className="text-slate-700">No council yet: visitors see the demonstration records. Add a council below.</p>
        ) : (
          <ul className="grid max-w-3xl gap-3" aria-label="Councils read">
            {data.councils.map((council) => (
              <li
                key={council.id}
                className={`rounded-md border p-4 ${council.served.problem ? "border-amber-600 bg-amber-50" : "border-slate-300"}`}
              >
                <p className="font-semibold">{council.name}</p>
                <p className="break-all text-sm text-slate-700">{council.address}</p>
                <p className="mt-1 text-slate-800">{state(council)}</p>
                <p className="text-sm text-slate-700">
                  {council.councillors} councillors
                  {council.skipped > 0 ? `; ${council.skipped} records left out as the wrong shape` : ""}. Added{" "}
                  {when(council.addedAt)}
                  {council.addedBy ? ` by ${council.addedBy}` : ""}.
                </p>
                <p className="mt-2">
                  <button
                    type="button"
                    className={buttonClass}
                    aria-disabled={removing.busy}
                    onClick={() => void remove(council)}
                  >
                    Remove {council.name}
                  </button>
                </p>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div className="mt-3">
        <SaveStatus {...removing} working="Removing…" />
      </div>
      <AddCouncilForm onAdded={reload} />
    </>
  );
}

const EMPTY = { name: "", address: "" };

function AddCouncilForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const [draft, setDraft, clearDraft] = useDraft("council-radar-add", EMPTY);
  const saving = useStaffSave();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A refused field comes back as the server's message: the shared schema's words for that field.
    const added = await saving.save(
      () => staffCall(addCouncilContract, { name: draft.name, address: draft.address }, {}),
      {
        done: (council) => `${council.name} added; its records are read on the next visit to Council Radar.`,
        signedOut: "Not added yet: sign in again, then press Add council.",
      },
    );
    if (!added) return;
    clearDraft();
    onAdded();
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-8 grid max-w-xl gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Add a council
      </h2>
      <p id={`${id}-hint`} className="text-slate-700">
        Paste the address of any page of the council&apos;s ModernGov site (for example its councillors page ending
        mgMemberIndex.aspx). Only public web sites: local, private and internal addresses are refused.
      </p>
      <div>
        <label htmlFor={`${id}-name`} className="font-medium">
          Council&apos;s name
        </label>
        <input
          id={`${id}-name`}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          className={fieldClass}
          autoComplete="off"
        />
      </div>
      <div>
        <label htmlFor={`${id}-address`} className="font-medium">
          ModernGov address
        </label>
        <input
          id={`${id}-address`}
          type="url"
          inputMode="url"
          value={draft.address}
          onChange={(event) => setDraft({ ...draft, address: event.target.value })}
          aria-describedby={`${id}-hint`}
          className={fieldClass}
          autoComplete="off"
        />
      </div>
      <p>
        <button type="submit" aria-disabled={saving.busy} className={primaryButtonClass}>
          Add council
        </button>
      </p>
      <SaveStatus {...saving} working="Adding…" />
    </form>
  );
}

export default function CouncilsSection() {
  return (
    <Routes>
      <Route index element={<CouncilsPage />} />
    </Routes>
  );
}
