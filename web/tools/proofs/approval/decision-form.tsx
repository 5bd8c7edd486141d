// The reviewer's decision: their name, a comment (required to ask for changes) and one of two
// buttons. Checked with the schema the API uses; errors sit beside their fields and the first
// invalid field takes focus. Enter never submits: a decision is made with a button.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { ApiRequestError, callApi } from "../../../lib/api.ts";
import { approvalDecisionContract } from "#shared/api/proofs-approvals.ts";
import { proofDecisionSchema, proofMessages, type ProofDecision, type PublicDecision } from "#shared/api/proofs.ts";
import { fieldErrors } from "#shared/schemas.ts";

type Field = "name" | "comment";
interface Problem {
  readonly message: string;
  /** The proof changed under the reviewer (decided elsewhere, a new version, withdrawn). */
  readonly stale: boolean;
}

export function DecisionForm({
  slug,
  version,
  onDecided,
  onStale,
}: {
  slug: string;
  version: number;
  onDecided: (decision: PublicDecision) => void;
  onStale: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ name: "", comment: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState<ProofDecision | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const showErrors = (found: Partial<Record<Field, string>>) => setErrors(found);

  // Focus moves once the message is on screen, so the field is read out with its error.
  useEffect(() => {
    const first = (["name", "comment"] as const).find((field) => errors[field]);
    if (first) (first === "name" ? nameField : commentField).current?.focus();
  }, [errors]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function send(decision: ProofDecision) {
    if (sending) return;
    const result = v.safeParse(proofDecisionSchema, { decision, ...values, version });
    if (!result.success) return showErrors(fieldErrors(result.issues));
    setErrors({});
    setProblem(null);
    setSending(decision);
    try {
      onDecided(await callApi(approvalDecisionContract, result.output, { params: { slug } }));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return setProblem({ message: proofMessages.failure, stale: false });
      if (error.code === "bad_request" && error.issues) return showErrors(error.issues);
      // Decided elsewhere or a newer version (conflict), or withdrawn (not_found).
      setProblem({
        message: error.serverMessage ?? proofMessages.failure,
        stale: error.code === "conflict" || error.code === "not_found",
      });
    } finally {
      setSending(null);
    }
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `${id}-${name}-error` : null, name === "comment" ? `${id}-comment-hint` : null]
        .filter(Boolean)
        .join(" ") || undefined,
    className:
      "mt-1 w-full rounded-md border border-slate-500 px-3 py-2 focus:border-ink aria-[invalid=true]:border-red-600",
  });
  const error = (name: Field) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={`Decision on version ${version}`}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          Your name (required)
        </label>
        <input {...field("name")} ref={nameField} autoComplete="name" required />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
          Comments
        </label>
        <p id={`${id}-comment-hint`} className="text-sm text-slate-700">
          Required to request changes: say what needs to change.
        </p>
        <textarea {...field("comment")} ref={commentField} rows={5} />
        {error("comment")}
      </div>
      {problem && (
        <div
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-600 bg-red-50 p-4 text-red-800 outline-none"
        >
          <p>{problem.message}</p>
          {problem.stale && (
            <button type="button" className="btn-secondary mt-3" onClick={onStale}>
              Reload the proof
            </button>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary justify-center disabled:cursor-wait disabled:opacity-70"
          disabled={sending !== null}
          onClick={() => void send("approved")}
        >
          {sending === "approved" ? "Sending..." : `Approve version ${version}`}
        </button>
        <button
          type="button"
          className="btn-secondary justify-center disabled:cursor-wait disabled:opacity-70"
          disabled={sending !== null}
          onClick={() => void send("changes_requested")}
        >
          {sending === "changes_requested" ? "Sending..." : "Request changes"}
        </button>
      </div>
    </form>
  );
}
