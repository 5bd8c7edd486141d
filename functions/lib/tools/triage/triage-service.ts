// Triage Bot's reading of an enquiry, for its page (a visitor's own text) and for every enquiry
// that arrives. With a key the model reads it first (./triage-model.ts), within the tools' budget
// (the model settings' timeoutMs); on no key, or any failure, lateness or unknown service, the
// built-in reader (./triage-builtin.ts) answers. Either way the result has one shape
// (#shared/api/triage.ts) and says which reader produced it.
import type { Triage } from "#shared/api/triage.ts";
import type { ToolModelSettings } from "../../platform/config.ts";
import { builtInTriage } from "./triage-builtin.ts";
import { modelTriage } from "./triage-model.ts";

export interface TriageDeps {
  readonly model: ToolModelSettings | undefined;
  readonly safetyId: string;
  readonly now: Date;
  readonly fetchImpl?: typeof fetch;
}

export async function triageEnquiry(text: string, deps: TriageDeps): Promise<Triage> {
  if (deps.model) {
    const read = await modelTriage(text, deps.model, {
      safetyId: deps.safetyId,
      now: deps.now,
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
    });
    if (read) return read;
  }
  return builtInTriage(text, deps.now);
}
