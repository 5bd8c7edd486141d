/// <reference types="vite/client" />
// The API contract (web/shared/api/) and the router agree: every contract declared there is routed
// exactly once, and what each JSON endpoint really answers parses with its contract's response
// schema (its errors with the shared `{ error, code }` shape).
import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { reply } from "../../functions/lib/platform/reply.ts";
import { ROUTES, router } from "../../functions/lib/router.ts";
import { emailTokens } from "../../functions/lib/newsletter/email-tokens.ts";
import { adminTableContract, healthContract, tenfoldReportContract } from "#shared/api/admin.ts";
import { chatEventSchemas, isChatEventName } from "#shared/api/tenfold-chat-events.ts";
import type { Contract } from "#shared/api/contract.ts";
import { isErrorCode } from "#shared/api/error-codes.ts";
import { contactContract, subscribeContract, unsubscribeContract } from "#shared/api/forms.ts";
import { approvalDecisionContract, viewApprovalContract } from "#shared/api/proofs-approvals.ts";
import {
  addProofVersionContract,
  createProofContract,
  extendProofContract,
  getProofContract,
  listProofsContract,
  revokeProofContract,
} from "#shared/api/proofs-staff.ts";
import {
  chatContract,
  feedbackContract,
  forgetContract,
  realtimeSessionContract,
  sourcesContract,
} from "#shared/api/tenfold.ts";
import { callApi, ORIGIN, postJson, linkSecret } from "./call-api.ts";

const TOKEN = "functions-lane-admin-token-0123456789";
const staff = { ADMIN_TOKEN: TOKEN };
const bearer = { authorization: `Bearer ${TOKEN}` };
const BROWSER = "contract-browser-0123456789";
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

const key = (method: string, path: string) => `${method} ${path}`;

/** Every contract exported by a module of web/shared/api/, found by its shape. */
const DECLARED: readonly Contract[] = Object.values(
  import.meta.glob<Record<string, unknown>>("../../web/shared/api/*.ts", { eager: true }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is Contract =>
      typeof value === "object" && value !== null && "method" in value && "path" in value && "responseKind" in value,
  ),
);

/** The answer's status and JSON, parsed with the contract's response schema. */
async function answerOf<C extends Contract<string, v.GenericSchema | undefined, v.GenericSchema>>(
  contract: C,
  response: Response,
): Promise<v.InferOutput<C["response"]>> {
  const body: unknown = await response.json();
  expect(response.ok, JSON.stringify(body)).toBe(true);
  const result = v.safeParse(contract.response, body);
  expect(result.issues ?? [], JSON.stringify(body)).toEqual([]);
  return result.output;
}

function upload(title: string): FormData {
  const form = new FormData();
  form.append("title", title);
  form.append("file", new File([PDF], "proof.pdf", { type: "application/pdf" }));
  return form;
}

describe("the contract and the router", () => {
  it("route every declared contract exactly once, by its own method and path", () => {
    expect(DECLARED.length).toBeGreaterThan(30);
    const routed = ROUTES.map(({ contract }) => contract);
    expect(new Set(routed).size, "a contract routed twice").toBe(routed.length);
    expect(new Set(routed)).toEqual(new Set(DECLARED));
    const paths = router.routes
      .filter(([method]) => method !== "ALL")
      .map(([method, , , path]) => key(method, path ?? ""));
    expect(paths).toEqual(routed.map((contract) => key(contract.method, `/api${contract.path}`)));
  });

  it("keeps staff endpoints, and only them, under the guarded /admin/ path", () => {
    for (const contract of DECLARED)
      expect(contract.path.startsWith("/admin/"), `${contract.method} ${contract.path}`).toBe(
        contract.errors.includes("unauthorized"),
      );
  });

  it("names only codes of the shared vocabulary", () => {
    for (const contract of DECLARED)
      for (const code of contract.errors) expect(isErrorCode(code), `${contract.path}: ${code}`).toBe(true);
  });
});

describe("real answers parse with their contract", () => {
  it("health, contact, subscribe and unsubscribe", async () => {
    await answerOf(healthContract, await callApi("/api/health"));
    await answerOf(
      contactContract,
      await postJson("/api/contact", {
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "We need help with a consultation.",
        privacy: true,
      }),
    );
    await answerOf(subscribeContract, await postJson("/api/subscribe", { email: "grace@example.com", source: "hero" }));
    const token = await emailTokens(linkSecret()).sign("unsubscribe", "grace@example.com", new Date());
    await answerOf(
      unsubscribeContract,
      await callApi(`/api/unsubscribe?token=${token}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
  });

  it("TENFOLD: a JSON reply, a streamed one event by event, sources, a vote and forgetting", async () => {
    const chat = { message: "Where are you based?", noticeShown: true, browserId: BROWSER };
    const reply = await answerOf(chatContract, await postJson("/api/tenfold-chat", chat));
    const streamed = await postJson("/api/tenfold-chat", chat, { accept: "text/event-stream" });
    const events = (await streamed.text())
      .split("\n\n")
      .filter(Boolean)
      .map((block) => {
        const [, event = "", data = "{}"] = /^event: (.*)\ndata: (.*)$/.exec(block) ?? [];
        expect(isChatEventName(event), event).toBe(true);
        if (isChatEventName(event))
          expect(v.safeParse(chatEventSchemas[event], JSON.parse(data)).issues ?? []).toEqual([]);
        return event;
      });
    expect(events.length).toBeGreaterThan(1);
    expect(events.at(-1)).toBe("done");
    await answerOf(sourcesContract, await postJson("/api/tenfold-sources", { message: chat.message }));
    await answerOf(feedbackContract, await postJson("/api/tenfold-feedback", { answerId: reply.answerId, vote: "up" }));
    expect(await answerOf(forgetContract, await postJson("/api/tenfold-forget", { browserId: BROWSER }))).toEqual({
      success: true,
      deleted: 2,
    });
  });

  it("the realtime session", async () => {
    const response = await callApi(
      "/api/realtime-session",
      { method: "POST", headers: { origin: ORIGIN, "cf-connecting-ip": "203.0.113.90" } },
      { OPENAI_API_KEY: "sk-ok", OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1` },
    );
    await answerOf(realtimeSessionContract, response);
  });

  it("proofs: staff create, list, read, revise, extend and revoke; the reviewer views and decides", async () => {
    const created = await answerOf(
      createProofContract,
      await callApi("/api/admin/proofs", { method: "POST", headers: bearer, body: upload("Leaflet") }, staff),
    );
    await answerOf(listProofsContract, await callApi("/api/admin/proofs", { headers: bearer }, staff));
    await answerOf(getProofContract, await callApi(`/api/admin/proofs/${created.id}`, { headers: bearer }, staff));
    await answerOf(
      addProofVersionContract,
      await callApi(
        `/api/admin/proofs/${created.id}/versions`,
        { method: "POST", headers: bearer, body: upload("Leaflet") },
        staff,
      ),
    );
    const proof = await answerOf(viewApprovalContract, await callApi(`/api/approvals/${created.slug}`));
    await answerOf(
      approvalDecisionContract,
      await postJson(`/api/approvals/${created.slug}/decision`, {
        decision: "approved",
        name: "Ada",
        version: proof.version,
      }),
    );
    await answerOf(listProofsContract, await callApi("/api/admin/proofs", { headers: bearer }, staff));
    await answerOf(
      extendProofContract,
      await callApi(
        `/api/admin/proofs/${created.id}/expiry`,
        {
          method: "POST",
          headers: { ...bearer, "content-type": "application/json" },
          body: JSON.stringify({ days: 3 }),
        },
        staff,
      ),
    );
    await answerOf(
      revokeProofContract,
      await callApi(`/api/admin/proofs/${created.id}`, { method: "DELETE", headers: bearer }, staff),
    );
    await answerOf(getProofContract, await callApi(`/api/admin/proofs/${created.id}`, { headers: bearer }, staff));
  });

  it("the staff report and table exports", async () => {
    await answerOf(tenfoldReportContract, await callApi("/api/admin/tenfold/report", { headers: bearer }, staff));
    await answerOf(adminTableContract, await callApi("/api/admin/contacts", { headers: bearer }, staff));
  });

  it("errors are { error, code } with a code the contract names", async () => {
    const refused = await postJson("/api/subscribe", { email: "not an address" });
    const body: unknown = await refused.json();
    expect(body).toMatchObject({ error: expect.any(String), code: "bad_request" });
    expect(subscribeContract.errors).toContain("bad_request");
    const unauthorised = await callApi("/api/admin/proofs", { headers: { authorization: "Bearer wrong" } }, staff);
    expect(await unauthorised.json()).toMatchObject({ code: "unauthorized" });
    expect(listProofsContract.errors).toContain("unauthorized");
  });
});

describe("reading and answering through a contract", () => {
  it("refuses a body the contract's request schema does not accept, naming the field", async () => {
    const refused = await postJson("/api/tenfold-forget", { browserId: "x" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "bad_request", issues: { browserId: "Not a browser id." } });
    expect(forgetContract.errors).toContain("bad_request");
  });

  it("answers the contract's JSON, uncached, with the status asked for", async () => {
    const response = reply(forgetContract, { success: true, deleted: 3 }, { status: 201 });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(v.parse(forgetContract.response, await response.json())).toEqual({ success: true, deleted: 3 });
  });
});
