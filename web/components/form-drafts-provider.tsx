// Hands the drafts read from a section's prerendered forms (lib/form-drafts.ts) to the forms that
// render over that markup, so they start with what the visitor typed.
import { createContext, useContext, type ReactNode } from "react";
import type { FormDraft } from "../lib/form-drafts.ts";

const FormDraftsContext = createContext<ReadonlyMap<string, FormDraft>>(new Map());

export function FormDraftsProvider({
  drafts,
  children,
}: {
  drafts: ReadonlyMap<string, FormDraft>;
  children: ReactNode;
}) {
  return <FormDraftsContext.Provider value={drafts}>{children}</FormDraftsContext.Provider>;
}

/** The draft left in the prerendered form named `label`, if this form replaces one. */
export function useFormDraft(label: string): FormDraft | undefined {
  return useContext(FormDraftsContext).get(label);
}
