// How the console words a proof's states, decisions and audit events.
import type { ProofDetail, ProofListRow, ProofStatus } from "#shared/api/proofs-staff.ts";
import { dateTime } from "../../../staff/lib/staff-format.ts";

export const STATUS_LABEL: Record<ProofStatus, string> = { live: "Live", expired: "Expired", revoked: "Revoked" };

export const STATUS_STYLE: Record<ProofStatus, string> = {
  live: "border-emerald-700 bg-emerald-50 text-emerald-900",
  expired: "border-slate-500 bg-slate-100 text-slate-800",
  revoked: "border-red-700 bg-red-50 text-red-900",
};

export const DECISION_LABEL = { approved: "Approved", changes_requested: "Changes requested" } as const;

export const EVENT_LABEL: Record<ProofDetail["audit"][number]["event"], string> = {
  created: "Created",
  version_added: "Version added",
  first_viewed: "First viewed",
  decided: "Decided",
  revoked: "Revoked",
  extended: "Expiry set",
};

/** "Approved, version 2, by Ada Client on 27 Nov 2026, 09:05", or that there is none yet. */
export function decisionText(decision: ProofListRow["latest_decision"]): string {
  if (!decision) return "None yet";
  return `${DECISION_LABEL[decision.decision]}, version ${decision.version}, by ${decision.name} on ${dateTime(decision.decided_at)}`;
}

/** An audit detail as stored, with its times in the console's own format. */
export const detailText = (detail: string | null) =>
  (detail ?? "").replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, (iso) => dateTime(iso));

type Decision = ProofDetail["decisions"][number];

/** Whether staff were told of a decision through the notification webhook. */
export function deliveryText(decision: Decision): string {
  switch (decision.delivery_status) {
    case "none":
      return "Not sent: no notification address is set";
    case "pending":
      return "Waiting to be sent";
    case "delivered":
      return `Delivered ${dateTime(decision.delivered_at)}`;
    case "failed":
      return `Failed after ${decision.delivery_attempts} attempts${decision.delivery_error ? `: ${decision.delivery_error}` : ""}`;
  }
}
