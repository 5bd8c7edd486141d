// Staff notifications carry only what the privacy policy lists (web/shared/notifications.ts): a
// field added to what is forwarded fails here until it is described there, and so in the policy.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_NOTIFICATION, PROOF_DECISION_NOTIFICATION } from "../../web/shared/notifications.ts";
import { postJson } from "./call-api.ts";
import { createProof, decide } from "./proof-requests.ts";

const target = { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/staff" };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON body of each notification posted while `act` runs. */
async function notified(act: () => Promise<Response>): Promise<Record<string, unknown>[]> {
  const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
  expect((await act()).status).toBe(200);
  return hook.mock.calls.filter(([url]) => url === target.NOTIFY_WEBHOOK_URL).map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe("what a staff notification carries", () => {
  it("for a message handed over from TENFOLD: the fields the policy lists, the attached conversation among them", async () => {
    const transcript = [{ role: "user", text: "Do you help with planning consultations?" }, { role: "ai", text: "Yes: see our planning page." }];
    const message = { name: "Ada Lovelace", email: "ada@example.com", message: "Please call me about a planning consultation.", privacy: true, source: "tenfold", transcript, transcriptConsent: true };
    const [sent] = await notified(() => postJson("/api/contact", message, {}, target));
    expect(Object.keys(sent ?? {}).sort()).toEqual(Object.keys(CONTACT_NOTIFICATION).sort());
    expect(sent).toMatchObject({ type: "contact_message", source: "tenfold", transcript });
  });

  it("for a decision on a proof: the fields the policy lists", async () => {
    const { body } = await createProof();
    const [sent] = await notified(() => decide(body.slug, { decision: "changes_requested", name: "Ada", comment: "Swap the photo" }, target));
    expect(Object.keys(sent ?? {}).sort()).toEqual(Object.keys(PROOF_DECISION_NOTIFICATION).sort());
  });
});
