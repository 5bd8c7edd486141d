// Where staff give a proof's file: dropped on the zone, or chosen with the "Choose a file" button
// (a real file input, so the keyboard and screen readers have it too). Each file is checked by its
// size and first bytes before it is accepted (file-check.ts); a refused one is named and dropped.
import { useState, type DragEvent } from "react";
import { PROOF_LIMITS } from "#shared/api/proofs.ts";
import { fileSize } from "../../../staff/lib/staff-format.ts";
import { checkFileBeforeUpload } from "./file-check.ts";

const ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp";

interface FileDropProps {
  readonly id: string;
  readonly label: string;
  readonly file: File | undefined;
  readonly onFile: (file: File | undefined) => void;
  /** The form's own message about the file (none chosen), shown beside any refusal. */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export function FileDrop({ id, label, file, onFile, error, disabled = false }: FileDropProps) {
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const take = async (chosen: File | undefined) => {
    if (!chosen || disabled) return;
    const verdict = await checkFileBeforeUpload(chosen);
    setRefusal("refusal" in verdict ? verdict.refusal : undefined);
    if ("type" in verdict) onFile(chosen);
  };
  const dragging = (event: DragEvent) => {
    event.preventDefault();
    setOver(true);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };
  // A refused file and the form's own message can both stand: each says something different.
  const messages = [
    refusal && { id: `${id}-refusal`, text: refusal },
    error && { id: `${id}-error`, text: error },
  ].filter((message) => !!message);
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="font-medium">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        onDragEnter={dragging}
        onDragOver={dragging}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        className={`grid justify-items-start gap-3 rounded-lg border-2 border-dashed p-5 ${over ? "border-ink bg-amber-50" : "border-slate-400 bg-white"}`}
      >
        <p>Drag a PDF, PNG, JPEG or WebP file of up to {PROOF_LIMITS.fileMaxBytes / (1024 * 1024)} MB here, or</p>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={messages.length ? messages.map((message) => message.id).join(" ") : undefined}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            // Choosing the same file again, after a fix, still counts as a choice.
            event.target.value = "";
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="cursor-pointer rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-100 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink"
        >
          Choose a file
        </label>
        <p role="status" className="text-slate-700">
          {file ? `Chosen: ${file.name} (${fileSize(file.size)})` : "No file chosen yet."}
        </p>
      </div>
      {messages.map((message) => (
        <p
          key={message.id}
          id={message.id}
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {message.text}
        </p>
      ))}
    </div>
  );
}
