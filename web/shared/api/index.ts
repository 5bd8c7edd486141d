// Every endpoint's contract, in the router's order (functions/lib/router.ts). A functions test
// checks that each route has exactly one entry here. Browser code imports the one file it needs,
// not this list, so a page's chunk holds only its own endpoints' schemas.
import { adminTableContract, healthContract, tenfoldReportContract } from "./admin.ts";
import type { Contract } from "./contract.ts";
import {
  contactContract,
  subscribeConfirmContract,
  subscribeConfirmLinkContract,
  subscribeContract,
  unsubscribeContract,
  unsubscribeLinkContract,
} from "./forms.ts";
import { approvalDecisionContract, approvalFileContract, viewApprovalContract } from "./proofs.ts";
import { sessionContract, staffHealthContract } from "./staff.ts";
import {
  addProofVersionContract,
  createProofContract,
  extendProofContract,
  getProofContract,
  listProofsContract,
  revokeProofContract,
  staffProofFileContract,
} from "./staff-proofs.ts";
import { getEnquiryContract, listEnquiriesContract, markEnquiryHandledContract } from "./staff-enquiries.ts";
import {
  confirmedSubscribersContract,
  listOutboxContract,
  newsletterSummaryContract,
  sendOutboxEmailContract,
  suppressAddressContract,
} from "./staff-newsletter.ts";
import { chatContract, feedbackContract, forgetContract, realtimeSessionContract, sourcesContract } from "./tenfold.ts";

export const API_CONTRACTS: readonly Contract[] = [
  healthContract,
  contactContract,
  subscribeContract,
  subscribeConfirmLinkContract,
  subscribeConfirmContract,
  unsubscribeContract,
  unsubscribeLinkContract,
  chatContract,
  sourcesContract,
  feedbackContract,
  forgetContract,
  realtimeSessionContract,
  sessionContract,
  staffHealthContract,
  createProofContract,
  listProofsContract,
  getProofContract,
  revokeProofContract,
  addProofVersionContract,
  extendProofContract,
  staffProofFileContract,
  viewApprovalContract,
  approvalFileContract,
  approvalDecisionContract,
  listEnquiriesContract,
  getEnquiryContract,
  markEnquiryHandledContract,
  newsletterSummaryContract,
  confirmedSubscribersContract,
  listOutboxContract,
  sendOutboxEmailContract,
  suppressAddressContract,
  tenfoldReportContract,
  adminTableContract,
];
