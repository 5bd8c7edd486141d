// The contact form's mutation (a JSON POST that fails on any non-ok status), through SWR's
// mutation hook and the contact endpoint's contract.
import useSWRMutation from "swr/mutation";
import { callApi } from "../lib/api.ts";
import { contactContract } from "#shared/api/forms.ts";
import type { ContactRequest } from "#shared/schemas.ts";

type ContactPayload = Pick<ContactRequest, "name" | "email" | "message" | "privacy" | "website" | "turnstileToken"> &
  Partial<Pick<ContactRequest, "source" | "transcript" | "transcriptConsent">>;

const send = (_key: string, { arg }: { arg: ContactPayload }) => callApi(contactContract, arg);

export function useContactMutation() {
  return useSWRMutation(contactContract.path, send, { throwOnError: true });
}
