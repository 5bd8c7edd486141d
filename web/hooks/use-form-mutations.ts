// The contact form's mutation (spec section 7), through SWR's mutation hook.
import useSWRMutation from "swr/mutation";
import type { ContactRequest } from "../shared/schemas.ts";
import { apiRequest } from "../lib/api.ts";
import { CONTACT_ENDPOINT } from "../shared/form-fallback.ts";

type ContactPayload = Pick<ContactRequest, "name" | "email" | "message" | "privacy" | "website" | "turnstileToken"> & Partial<Pick<ContactRequest, "source" | "transcript" | "transcriptConsent">>;

async function post<T>(url: string, { arg }: { arg: T }): Promise<unknown> {
  const response = await apiRequest("POST", url, arg);
  return response.json();
}

export function useContactMutation() {
  return useSWRMutation(CONTACT_ENDPOINT, post<ContactPayload>, { throwOnError: true });
}
