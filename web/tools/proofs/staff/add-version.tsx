// Adds the next version of a proof: the same drop zone, checks and progress as a new proof; the
// client's link shows it from then on. The chosen file is kept as a draft until it is sent.
import { useState, type FormEvent } from "react";
import { toast } from "../../../hooks/use-toast.ts";
import { addProofVersionContract } from "#shared/api/proofs-staff.ts";
import { FileDrop } from "./file-drop.tsx";
import { uploadTo } from "./upload.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { useDraftFile } from "../../../staff/lib/use-draft-file.ts";
import { useUpload } from "./use-upload.ts";

export function AddVersion({ proofId, next, onAdded }: { proofId: number; next: number; onAdded: () => void }) {
  const [file, setFile] = useDraftFile(`proof-${proofId}-version`);
  const [missing, setMissing] = useState<string>();
  const upload = useUpload();
  const busy = upload.state.kind === "uploading";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(`Choose the file for version ${next}.`);
      return document.getElementById("version-file")?.focus();
    }
    setMissing(undefined);
    const form = new FormData();
    form.append("file", file, file.name);
    const added = await upload.run(file.name, (progress) =>
      uploadTo(addProofVersionContract, { id: String(proofId) }, form, progress),
    );
    if (!added) return;
    setFile(undefined);
    toast({ title: `Version ${added.version} added`, description: "The client's link shows it now." });
    onAdded();
  };
  return (
    <section aria-labelledby="version-heading" className="grid max-w-3xl gap-3">
      <h2 id="version-heading" className="text-xl font-semibold">
        Add a version
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FileDrop
          id="version-file"
          label={`File for version ${next}`}
          file={file}
          onFile={(chosen) => {
            setFile(chosen);
            setMissing(undefined);
          }}
          error={missing}
          disabled={busy}
        />
        <UploadProgress state={upload.state} failedLead="The version was not added." />
        <p>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-ink px-5 py-2 font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
          >
            Upload version {next}
          </button>
        </p>
      </form>
    </section>
  );
}
