// The console's lists that open a section: their endpoint and the filters their address carries.
// The list pages read them, and main.tsx uses them to ask for a list's first rows while its code
// is still loading.
import { ENQUIRY_FILTERS, listEnquiriesContract } from "#shared/api/contact-staff.ts";
import { listProofsContract } from "#shared/api/proofs-staff.ts";

export const ENQUIRY_LIST = { contract: listEnquiriesContract, filters: ENQUIRY_FILTERS } as const;
export const PROOF_LIST = { contract: listProofsContract, filters: ["status", "q"] } as const;

/** Which list opens at each section's address (/staff/<section>). */
export const SECTION_LISTS: Readonly<Record<string, typeof ENQUIRY_LIST | typeof PROOF_LIST>> = {
  enquiries: ENQUIRY_LIST,
  proofs: PROOF_LIST,
};
