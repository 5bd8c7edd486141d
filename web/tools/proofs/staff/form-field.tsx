// A labelled form field with its error beside it, tied to the control for screen readers.
import type { ReactNode } from "react";

export const inputStyle =
  "mt-1 block w-full max-w-xl rounded-md border border-slate-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

/** `control` receives the ids and state to put on the input. */
export function Field({
  id,
  label,
  hint,
  error,
  control,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  control: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {control({
        id,
        ...(error ? { "aria-invalid": true } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
