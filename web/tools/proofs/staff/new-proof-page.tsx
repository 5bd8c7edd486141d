// /staff/proofs/new: a proof's details and its file, uploaded with a progress bar. What is typed and
// the chosen file are kept as drafts, so an expired sign-in loses nothing: after signing in again
// the page comes back as it was, and Create sends it.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import * as v from "valibot";
import { toast } from "../../../hooks/use-toast.ts";
import { createProofContract } from "#shared/api/proofs-staff.ts";
import { PROOF_LIMITS, proofFieldsSchema } from "#shared/api/proofs.ts";
import { fieldErrors } from "#shared/schemas.ts";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { useDraft } from "../../../staff/lib/drafts.ts";
import { FileDrop } from "./file-drop.tsx";
import { Field, inputStyle } from "./form-field.tsx";
import { uploadTo } from "./upload.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { useDraftFile } from "../../../staff/lib/use-draft-file.ts";
import { useUpload } from "./use-upload.ts";

const DRAFT = "new-proof";
const BLANK = { title: "", client_name: "", notes: "", expires_in_days: String(PROOF_LIMITS.expiresInDaysDefault) };
type Fields = typeof BLANK;

/** The first problem's control takes the focus, so a keyboard user lands on what to fix. */
const focusFirst = (errors: Record<string, string>) =>
  document.getElementById(`proof-${Object.keys(errors)[0] ?? ""}`)?.focus();

export function NewProofPage() {
  const [fields, setFields, clearFields] = useDraft(DRAFT, BLANK);
  const [file, setFile] = useDraftFile(DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUpload();
  const navigate = useNavigate();
  const busy = upload.state.kind === "uploading";
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(proofFieldsSchema, fields);
    const problems = parsed.success ? {} : fieldErrors(parsed.issues);
    if (!file) problems["file"] = "Choose the file to share: drag it onto the box or use Choose a file.";
    setErrors(problems);
    if (!parsed.success || !file) return focusFirst(problems);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    const created = await upload.run(file.name, (progress) => uploadTo(createProofContract, {}, form, progress));
    if (!created) return;
    clearFields();
    setFile(undefined);
    toast({ title: "Proof created", description: "Copy its link below and send it to the client." });
    void navigate(`/proofs/${created.id}`);
  };

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setErrors(({ file: _chosen, ...others }) => others);
  };
  const shown = { ...(upload.state.kind === "failed" ? upload.state.issues : {}), ...errors };
  return (
    <>
      <PageHeading title="New proof">
        The client gets a private link to review the file and approve it or ask for changes. The file&apos;s type is
        checked before it is sent.
      </PageHeading>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-3xl gap-5">
        <Field
          id="proof-title"
          label="Title"
          error={shown["title"]}
          control={(props) => (
            <input
              {...props}
              value={fields.title}
              onChange={set("title")}
              maxLength={PROOF_LIMITS.titleMax}
              className={inputStyle}
            />
          )}
        />
        <Field
          id="proof-client_name"
          label="Client"
          hint="Shown to the client on the approval page."
          error={shown["client_name"]}
          control={(props) => (
            <input
              {...props}
              value={fields.client_name}
              onChange={set("client_name")}
              maxLength={PROOF_LIMITS.clientNameMax}
              className={inputStyle}
            />
          )}
        />
        <Field
          id="proof-notes"
          label="Notes for staff"
          hint="Never shown to the client."
          error={shown["notes"]}
          control={(props) => (
            <textarea
              {...props}
              rows={3}
              value={fields.notes}
              onChange={set("notes")}
              maxLength={PROOF_LIMITS.notesMax}
              className={inputStyle}
            />
          )}
        />
        <Field
          id="proof-expires_in_days"
          label="Link open for (days)"
          hint={`From 1 to ${PROOF_LIMITS.expiresInDaysMax} days; it can be extended later.`}
          error={shown["expires_in_days"]}
          control={(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={PROOF_LIMITS.expiresInDaysMax}
              value={fields.expires_in_days}
              onChange={set("expires_in_days")}
              className={`${inputStyle} w-32`}
            />
          )}
        />
        <FileDrop id="proof-file" label="File" file={file} onFile={chooseFile} error={shown["file"]} disabled={busy} />
        <UploadProgress state={upload.state} failedLead="The proof was not created." />
        <p>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-ink px-5 py-2 font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
          >
            Create proof
          </button>
        </p>
      </form>
    </>
  );
}
