// The form that adds or edits a case. What is typed is kept in the tab as it is typed (the
// console's drafts), so an expired sign-in or a reload loses nothing; the server's schema decides
// what a valid case is, and its refusal is shown under the form.
import { useId, type FormEvent, type ReactNode } from "react";
import type { BotCase, BotCaseInput } from "#shared/api/bot-tester.ts";
import { fieldClass, primaryButtonClass } from "../../../staff/components/form-styles.ts";
import { SaveStatus } from "../../../staff/components/save-status.tsx";
import { useDraft } from "../../../staff/lib/drafts.ts";
import { useStaffSave } from "../../../staff/lib/use-staff-save.ts";
import { inputOf, keptTurns, type CaseFields } from "./case-fields.ts";
import { TurnsField } from "./turns-field.tsx";

function TextField({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function CaseForm({
  draftKey,
  initial,
  submitLabel,
  send,
  onSaved,
}: {
  draftKey: string;
  initial: CaseFields;
  submitLabel: string;
  send: (input: BotCaseInput) => Promise<BotCase>;
  onSaved: (saved: BotCase) => void;
}) {
  const id = useId();
  // `initial` is a constant or memoised by the page: the draft's reset depends on it.
  const [stored, setDraft, clearDraft] = useDraft<CaseFields>(draftKey, initial);
  // A draft from storage is checked field by field; its turns, a list, are checked here.
  const draft = { ...stored, history: keptTurns(stored.history) };
  const set = (patch: Partial<CaseFields>) => setDraft({ ...draft, ...patch });
  const saving = useStaffSave();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saving.save(() => send(inputOf(draft)), {
      done: () => "Case saved.",
      signedOut: `Not saved yet: sign in again, then press ${submitLabel}.`,
    });
    if (!saved) return;
    clearDraft();
    onSaved(saved);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-3xl gap-4">
      <TextField id={`${id}-question`} label="Question">
        <textarea
          id={`${id}-question`}
          value={draft.question}
          onChange={(event) => set({ question: event.target.value })}
          rows={2}
          className={fieldClass}
        />
      </TextField>
      <TurnsField turns={draft.history} onChange={(history) => set({ history })} />
      <TextField
        id={`${id}-facts`}
        label="Facts the answer must state"
        hint='One a line. Alternative wordings of one fact are separated by "|", for example: 30 days | a month.'
      >
        <textarea
          id={`${id}-facts`}
          value={draft.facts}
          onChange={(event) => set({ facts: event.target.value })}
          rows={4}
          aria-describedby={`${id}-facts-hint`}
          className={fieldClass}
        />
      </TextField>
      <TextField
        id={`${id}-links`}
        label="Pages the answer must link to"
        hint="Paths on this site, one a line, for example /services/public-affairs."
      >
        <textarea
          id={`${id}-links`}
          value={draft.links}
          onChange={(event) => set({ links: event.target.value })}
          rows={2}
          aria-describedby={`${id}-links-hint`}
          className={fieldClass}
        />
      </TextField>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-declines`}
          type="checkbox"
          checked={draft.declines}
          onChange={(event) => set({ declines: event.target.checked })}
          aria-describedby={`${id}-declines-hint`}
          className="mt-1 h-5 w-5"
        />
        <div>
          <label htmlFor={`${id}-declines`} className="font-medium">
            Must decline
          </label>
          <p id={`${id}-declines-hint`} className="text-sm text-slate-700">
            The question is outside what the site answers; a case that must decline lists no facts or links.
          </p>
        </div>
      </div>
      <TextField id={`${id}-note`} label="Note (optional)" hint="Why the case is here, for whoever reads a failure.">
        <input
          id={`${id}-note`}
          value={draft.note}
          onChange={(event) => set({ note: event.target.value })}
          aria-describedby={`${id}-note-hint`}
          className={fieldClass}
          autoComplete="off"
        />
      </TextField>
      <p>
        <button type="submit" aria-disabled={saving.busy} className={primaryButtonClass}>
          {submitLabel}
        </button>
      </p>
      <SaveStatus {...saving} />
    </form>
  );
}
