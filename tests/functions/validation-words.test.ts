// A caller's bad request is answered in visitors' words: each field named as a visitor knows it,
// never by a key path or valibot's own wording ("Invalid type: Expected string but received ...").
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages.ts";
import { postJson } from "./call-api.ts";

const SCHEMA_WORDS = /Invalid \w|Expected|received|\.\d+\./;

async function refusal(path: string, body: unknown) {
  const response = await postJson(path, body);
  expect(response.status).toBe(400);
  return response.json<{ error: string; issues: Record<string, string> }>();
}

describe("400 answers to a bad JSON body", () => {
  it("name a missing or mistyped contact field in plain words, and keep the spec's own messages", async () => {
    const missing = await refusal("/api/contact", {});
    expect(missing.issues).toEqual({
      name: "Your name is missing.",
      email: "Your email address is missing.",
      message: "Your message is missing.",
      privacy: messages.contact.privacyRequired,
    });
    expect(missing.error).toBe("Your name is missing.");
    const mistyped = await refusal("/api/contact", {
      name: 42,
      email: "ada@example.com",
      message: "A message long enough.",
      privacy: true,
      transcript: [{ role: "someone", text: 7 }],
      transcriptConsent: true,
    });
    expect(mistyped.issues).toEqual({ name: "Your name is not valid.", transcript: "The conversation is not valid." });
  });

  it("say a body that is not a form's fields is not one, on every visitor form", async () => {
    for (const path of ["/api/contact", "/api/subscribe", "/api/tenfold-feedback", "/api/tenfold-forget"]) {
      for (const json of ['"just text"', "42", "null"]) {
        expect(await refusal(path, json)).toEqual({
          code: "bad_request",
          error: "The request must be a form's fields.",
          issues: { body: "The request must be a form's fields." },
        });
      }
    }
  });

  it("never show the schema's wording or a key path, whatever is wrong", async () => {
    for (const [path, body] of [
      ["/api/subscribe", { email: "ada@example.com", name: "x".repeat(500), source: "elsewhere" }],
      ["/api/tenfold-chat", { message: "Hello", history: [{ role: "user", text: "x".repeat(5000) }] }],
      ["/api/tenfold-feedback", { answerId: 12, vote: "down", reason: ["no"] }],
      ["/api/contact", { name: null, email: [], message: {}, privacy: "yes", source: "fax" }],
    ] as const) {
      const answer = await refusal(path, body);
      for (const [field, message] of Object.entries(answer.issues)) {
        expect(field).toMatch(/^[A-Za-z_]+$/);
        expect(message).not.toMatch(SCHEMA_WORDS);
      }
      expect(answer.error).not.toMatch(SCHEMA_WORDS);
    }
  });
});
