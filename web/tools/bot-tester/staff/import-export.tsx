// Import cases from a JSON or CSV file (all or nothing: a refusal names every row to fix) and export
// the kept cases in either format, written in the browser from the list already shown.
import { useId, useState, type FormEvent } from "react";
import { importBotCasesContract, type BotCase } from "#shared/api/bot-tester.ts";
import { casesToCsv, casesToJson } from "#shared/api/bot-tester-files.ts";
import { buttonClass, primaryButtonClass } from "../../../staff/components/form-styles.ts";
import { failureMessage, SignedOutError, staffCall } from "../../../staff/lib/staff-api.ts";
import { useDraftFile } from "../../../staff/lib/use-draft-file.ts";
import { formatOf, importRefusal, type ImportRefusal } from "./import-refusal.ts";

type Outcome =
  | { readonly kind: "idle" | "sending" }
  | { readonly kind: "done" | "failed"; readonly said: string }
  | { readonly kind: "refused"; readonly refusal: ImportRefusal };

function RefusalAlert({ refusal }: { refusal: ImportRefusal }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
      <p>{refusal.message}</p>
      {refusal.rows.length > 0 ? (
        <ul className="list-disc pl-5" aria-label="Rows to fix">
          {refusal.rows.map((r) => (
            <li key={`${r.row}-${r.reason}`}>{r.row > 0 ? `Row ${r.row}: ${r.reason}` : r.reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ImportForm({ onImported }: { onImported: () => void }) {
  const id = useId();
  const [file, setFile] = useDraftFile("bot-tester-import");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === "sending") return;
    const format = file && formatOf(file.name);
    if (!file || !format) {
      setOutcome({ kind: "failed", said: "Choose a .json or .csv file of cases first." });
      return;
    }
    setOutcome({ kind: "sending" });
    try {
      const { added, alreadyKept } = await staffCall(importBotCasesContract, { format, text: await file.text() }, {});
      setOutcome({ kind: "done", said: `Imported ${file.name}: added ${added}, already kept ${alreadyKept}.` });
      setFile(undefined);
      onImported();
    } catch (error) {
      const refusal = importRefusal(error);
      if (error instanceof SignedOutError)
        setOutcome({ kind: "done", said: "Not imported yet: sign in again, then press Import; the file is kept." });
      else setOutcome(refusal ? { kind: "refused", refusal } : { kind: "failed", said: failureMessage(error) });
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="text-lg font-semibold">
        Import
      </h3>
      <div>
        <label htmlFor={`${id}-file`} className="font-medium">
          File of cases (.json or .csv)
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          All or nothing: a row that does not fit stops the import and is named below. Cases already kept are skipped.
          CSV columns: question, history, facts (separated by &quot;;&quot;, wordings by &quot;|&quot;), links,
          declines, note.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setFile(event.target.files?.[0])}
          className="mt-1 block"
        />
        {file ? <p className="text-sm text-slate-700">Chosen: {file.name}</p> : null}
      </div>
      <p>
        <button type="submit" aria-disabled={outcome.kind === "sending"} className={primaryButtonClass}>
          Import
        </button>
      </p>
      <p role="status" className="text-slate-700">
        {outcome.kind === "sending" ? "Importing…" : outcome.kind === "done" ? outcome.said : ""}
      </p>
      {outcome.kind === "failed" ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {outcome.said}
        </p>
      ) : null}
      {outcome.kind === "refused" ? <RefusalAlert refusal={outcome.refusal} /> : null}
    </form>
  );
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ExportButtons({ cases }: { cases: readonly BotCase[] }) {
  const none = cases.length === 0;
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">Export</h3>
      <p className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={none}
          onClick={() => download("bot-tester-cases.json", "application/json", casesToJson(cases))}
        >
          Export as JSON
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={none}
          onClick={() => download("bot-tester-cases.csv", "text/csv", casesToCsv(cases))}
        >
          Export as CSV
        </button>
      </p>
    </div>
  );
}

export function ImportExport({ cases, onImported }: { cases: readonly BotCase[]; onImported: () => void }) {
  return (
    <section aria-labelledby="bot-import-export" className="grid max-w-3xl gap-4">
      <h2 id="bot-import-export" className="text-xl font-semibold">
        Import and export
      </h2>
      <ImportForm onImported={onImported} />
      <ExportButtons cases={cases} />
    </section>
  );
}
