// Reviews an enquiry's triage: the service, urgency and owner it should have, saved as a
// correction under the signed-in person's name, or "Confirm as right" for a triage that needs no
// change. What is chosen is kept as a draft (web/staff/lib/drafts.ts) until it is saved, so an
// expired sign-in or a reload loses nothing.
import { useRef, type FormEvent } from "react";
import {
  NONE_NAMED,
  reviewTriageContract,
  type EnquiryTriage,
  type TriageChoices,
} from "#shared/api/contact-triage.ts";
import { URGENCIES, type Urgency } from "#shared/api/triage.ts";
import { buttonClass, fieldClass, primaryButtonClass } from "../../staff/components/form-styles.ts";
import { SaveStatus } from "../../staff/components/save-status.tsx";
import { useDraft } from "../../staff/lib/drafts.ts";
import { staffCall } from "../../staff/lib/staff-api.ts";
import { useStaffSave } from "../../staff/lib/use-staff-save.ts";
import { NO_OWNER, NO_SERVICE, URGENCY_LABEL } from "./triage-labels.ts";

/** A field left as it stands is "" in the draft, so the form follows the triage until someone chooses. */
const UNTOUCHED = { service: "", urgency: "", owner: "" };

interface Values {
  readonly service: string;
  readonly urgency: Urgency;
  readonly owner: string;
}

const asValues = (triage: { service: { slug: string } | null; urgency: Urgency; owner: { id: string } | null }) => ({
  service: triage.service?.slug ?? NONE_NAMED,
  urgency: triage.urgency,
  owner: triage.owner?.id ?? NONE_NAMED,
});

const asRequest = (values: Values) => ({
  service: values.service === NONE_NAMED ? null : values.service,
  urgency: values.urgency,
  owner: values.owner === NONE_NAMED ? null : values.owner,
});

const isUrgency = (value: string): value is Urgency => (URGENCIES as readonly string[]).includes(value);

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label htmlFor={id} className="font-medium">
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function TriageReviewForm({
  enquiryId,
  triage,
  choices,
  onSaved,
}: {
  enquiryId: number;
  triage: EnquiryTriage & { current: NonNullable<EnquiryTriage["current"]> };
  choices: TriageChoices;
  onSaved: (triage: EnquiryTriage) => void;
}) {
  const [draft, setDraft, clearDraft] = useDraft(`enquiry-${enquiryId}-triage`, UNTOUCHED);
  const saving = useStaffSave();
  const saveButton = useRef<HTMLButtonElement>(null);
  const now = asValues(triage.current);
  const values: Values = {
    service: draft.service || now.service,
    urgency: isUrgency(draft.urgency) ? draft.urgency : now.urgency,
    owner: draft.owner || now.owner,
  };
  const send = async (chosen: Values, done: string, confirming = false) => {
    const saved = await saving.save(
      () => staffCall(reviewTriageContract, asRequest(chosen), { params: { id: String(enquiryId) } }),
      { done: () => done, signedOut: "Not saved yet: sign in again, then save again. Your choices are kept." },
    );
    if (!saved) return;
    clearDraft();
    onSaved(saved);
    // "Confirm as right" goes once the triage is reviewed: the focus stays in the form.
    if (confirming) saveButton.current?.focus();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void send(values, "Triage saved.");
  };
  const read = triage.reading;
  return (
    <form noValidate onSubmit={save} className="grid max-w-3xl gap-3" aria-labelledby="review-heading">
      <h3 id="review-heading" className="text-lg font-semibold">
        Correct the triage
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Choice
          id="review-service"
          label="Service"
          value={values.service}
          options={[...choices.services.map(({ slug, name }) => [slug, name] as const), [NONE_NAMED, NO_SERVICE]]}
          onChange={(service) => setDraft({ ...draft, service })}
        />
        <Choice
          id="review-urgency"
          label="Urgency"
          value={values.urgency}
          options={URGENCIES.map((urgency) => [urgency, URGENCY_LABEL[urgency]] as const)}
          onChange={(urgency) => setDraft({ ...draft, urgency })}
        />
        <Choice
          id="review-owner"
          label="Suggested owner"
          value={values.owner}
          options={[...choices.owners.map(({ id, name }) => [id, name] as const), [NONE_NAMED, NO_OWNER]]}
          onChange={(owner) => setDraft({ ...draft, owner })}
        />
      </div>
      <p className="flex flex-wrap gap-3">
        <button ref={saveButton} type="submit" aria-disabled={saving.busy} className={primaryButtonClass}>
          Save correction
        </button>
        {read && triage.state === "to-review" && (
          <button
            type="button"
            aria-disabled={saving.busy}
            onClick={() => void send(asValues(read), "Confirmed as right.", true)}
            className={buttonClass}
          >
            Confirm as right
          </button>
        )}
      </p>
      <SaveStatus {...saving} />
    </form>
  );
}
