// Staff notifications carry only what the privacy policy lists (web/shared/notifications.ts): a
// field added to what is forwarded fails here until it is described there, and so in the policy;
// and the console's health page flags a webhook pointed at a service the policy does not name.
import { afterEach, describe, expect, it, vi } from "vitest";
import { recipients } from "#shared/recipients.ts";
import type { SettingCheck } from "#shared/api/staff.ts";
import { CONTACT_NOTIFICATION, PROOF_DECISION_NOTIFICATION } from "#shared/notifications.ts";
import { postJson } from "./call-api.ts";
import { createProof, decide } from "./proofs/proof-requests.ts";
import { staffGet } from "./staff-calls.ts";

const target = { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/staff" };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON body of each notification posted while `act` runs. */
async function notified(act: () => Promise<Response>): Promise<Record<string, unknown>[]> {
  const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
  expect((await act()).status).toBe(200);
  return hook.mock.calls
    .filter(([url]) => url === target.NOTIFY_WEBHOOK_URL)
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe("what a staff notification carries", () => {
  it("for a message handed over from TENFOLD: the fields the policy lists, the attached conversation among them", async () => {
    const transcript = [
      { role: "user", text: "Do you help with planning consultations?" },
      { role: "ai", text: "Yes: see our planning page." },
    ];
    const message = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Please call me about a planning consultation.",
      privacy: true,
      source: "tenfold",
      transcript,
      transcriptConsent: true,
    };
    const [sent] = await notified(() => postJson("/api/contact", message, {}, target));
    expect(Object.keys(sent ?? {}).sort()).toEqual(Object.keys(CONTACT_NOTIFICATION).sort());
    expect(sent).toMatchObject({ type: "contact_message", source: "tenfold", transcript });
  });

  it("for a decision on a proof: the fields the policy lists", async () => {
    const { body } = await createProof();
    const [sent] = await notified(() =>
      decide(body.slug, { decision: "changes_requested", name: "Ada", comment: "Swap the photo" }, target),
    );
    expect(Object.keys(sent ?? {}).sort()).toEqual(Object.keys(PROOF_DECISION_NOTIFICATION).sort());
  });
});

describe("where notifications go", () => {
  /** The health page's line for the notification webhook. */
  async function webhookCheck(url: string | undefined): Promise<SettingCheck | undefined> {
    const response = await staffGet("/api/admin/health", undefined, { NOTIFY_WEBHOOK_URL: url });
    expect(response.status).toBe(200);
    const { settings } = await response.json<{ settings: SettingCheck[] }>();
    return settings.find((check) => check.name === "NOTIFY_WEBHOOK_URL");
  }

  it("the health page accepts the service the policy names and flags any other", async () => {
    expect(await webhookCheck(`https://${recipients.slack.hosts[0]}/triggers/T0/1/abc`)).toMatchObject({
      status: "ok",
    });
    const elsewhere = await webhookCheck("https://outlook.office.com/webhook/abc");
    expect(elsewhere).toMatchObject({ status: "unsafe" });
    expect(elsewhere?.message).toContain(`the privacy policy tells visitors they go to ${recipients.slack.name}`);
    expect(elsewhere?.message).not.toContain("/webhook/abc");
    expect(await webhookCheck(undefined)).toMatchObject({ status: "optional" });
  });
});
