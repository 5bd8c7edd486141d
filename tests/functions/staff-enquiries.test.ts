// The console's enquiries: staff search and filter the list, page through it, export what they
// see as CSV, read one with its TENFOLD conversation, and mark it handled under their own name.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { EnquirySummary } from "#shared/api/contact-staff.ts";
import { postJson, rows } from "./call-api.ts";
import { asAccess, devPost, staffGet, staffPost } from "./staff-calls.ts";

interface Seed {
  name?: string;
  email?: string;
  message?: string;
  source?: "form" | "tenfold";
  delivery_status?: "none" | "pending" | "delivered" | "failed";
  delivery_error?: string | null;
  handled_at?: string | null;
  handled_by?: string | null;
}

/** Stores enquiries as the contact form would, oldest first. */
async function seed(list: readonly Seed[]): Promise<void> {
  const insert = env.DB.prepare(
    `INSERT INTO contact_messages (name, email, message, privacy_consent, consented_at, created_at, client_hash, source, delivery_status, delivery_error, handled_at, handled_by)
     VALUES (?1, ?2, ?3, 1, ?4, ?4, 'client', ?5, ?6, ?7, ?8, ?9)`,
  );
  await env.DB.batch(
    list.map((row, i) =>
      insert.bind(
        row.name ?? `Person ${i + 1}`,
        row.email ?? `person${i + 1}@example.com`,
        row.message ?? `Enquiry number ${i + 1} about a campaign.`,
        new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString(),
        row.source ?? "form",
        row.delivery_status ?? "none",
        row.delivery_error ?? null,
        row.handled_at ?? null,
        row.handled_by ?? null,
      ),
    ),
  );
}

interface Page {
  rows: EnquirySummary[];
  total: number;
  next: number | null;
}

async function list(query = ""): Promise<Page> {
  const response = await staffGet(`/api/admin/enquiries${query ? `?${query}` : ""}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return await response.json<Page>();
}

const names = (page: Page) => page.rows.map((row) => row.name);

describe("GET /api/admin/enquiries", () => {
  it("lists enquiries newest first with an excerpt on one line, the source and whether a conversation is attached", async () => {
    await postJson("/api/contact", {
      name: "Ada Lovelace",
      email: "Ada@Example.com",
      message: `We need help\n\nwith a launch.${" More detail.".repeat(30)}`,
      privacy: true,
    });
    const transcript = [{ role: "user", text: "Can you help with a crisis?" }];
    await postJson("/api/contact", {
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Please call me about TENFOLD's answer.",
      privacy: true,
      source: "tenfold",
      transcript,
      transcriptConsent: true,
    });
    const page = await list();
    expect(page).toMatchObject({ total: 2, next: null });
    expect(page.rows[0]).toMatchObject({
      name: "Grace Hopper",
      source: "tenfold",
      has_transcript: true,
      handled_at: null,
      handled_by: null,
      delivery_status: "none",
    });
    expect(page.rows[1]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      source: "form",
      has_transcript: false,
    });
    expect(page.rows[1]?.excerpt).toMatch(/^We need help with a launch\. More detail\./);
    expect(page.rows[1]?.excerpt.length).toBeLessThanOrEqual(160);
    expect(page.rows[1]?.excerpt.endsWith("…")).toBe(true);
  });

  it("searches names, addresses and messages, ignoring case, with % and _ taken literally", async () => {
    await seed([
      { name: "Harbour Trust", message: "A 50% discount campaign." },
      { name: "Ada", email: "ada@harbour.example" },
      { name: "Bo", message: "Press release for the HARBOUR festival." },
      { name: "Cy", message: "Budget of 500 pounds." },
      { name: "Di", email: "di_x@example.com" },
      { name: "Ed", email: "dizx@example.com" },
    ]);
    expect(names(await list("q=harbour"))).toEqual(["Bo", "Ada", "Harbour Trust"]);
    expect((await list("q=harbour")).total).toBe(3);
    expect(names(await list("q=50%25"))).toEqual(["Harbour Trust"]);
    expect(names(await list("q=di_x"))).toEqual(["Di"]);
    expect(names(await list("q=%20%20"))).toHaveLength(6);
    expect(await list("q=nothing-like-this")).toEqual({ rows: [], total: 0, next: null });
  });

  it("filters by source, delivery status and handled, alone and together", async () => {
    await seed([
      { name: "Form open", source: "form" },
      { name: "Form failed", source: "form", delivery_status: "failed", delivery_error: "HTTP 500" },
      {
        name: "Hand-off handled",
        source: "tenfold",
        delivery_status: "delivered",
        handled_at: "2026-01-02T10:00:00.000Z",
        handled_by: "ada@example.com",
      },
      { name: "Hand-off failed", source: "tenfold", delivery_status: "failed" },
    ]);
    expect(names(await list("source=tenfold"))).toEqual(["Hand-off failed", "Hand-off handled"]);
    expect(names(await list("source=form"))).toEqual(["Form failed", "Form open"]);
    expect(names(await list("delivery=failed"))).toEqual(["Hand-off failed", "Form failed"]);
    expect(names(await list("delivery=delivered"))).toEqual(["Hand-off handled"]);
    expect(names(await list("delivery=pending"))).toEqual([]);
    expect(names(await list("handled=handled"))).toEqual(["Hand-off handled"]);
    expect(names(await list("handled=open"))).toEqual(["Hand-off failed", "Form failed", "Form open"]);
    expect(names(await list("source=tenfold&delivery=failed&handled=open"))).toEqual(["Hand-off failed"]);
    expect((await list("source=&delivery=&handled=")).total).toBe(4);
  });

  it("refuses an unknown filter value or an overlong search with a 400 that says what is allowed", async () => {
    for (const [query, message] of [
      ["source=chatbot", "Filter source must be one of: form, tenfold."],
      ["delivery=lost", "Filter delivery must be one of: none, pending, delivered, failed."],
      ["handled=maybe", "Filter handled must be one of: open, handled."],
      [`q=${"x".repeat(201)}`, "Search for at most 200 characters."],
    ] as const) {
      const response = await staffGet(`/api/admin/enquiries?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", error: message });
    }
  });

  it("pages through more than 50 rows, newest first, never showing a row twice, and pages a filtered list too", async () => {
    await seed(Array.from({ length: 123 }, (_, i) => ({ source: i % 2 ? "tenfold" : "form" }) as const));
    const seen: number[] = [];
    let query = "";
    for (let pages = 0; pages < 10; pages++) {
      const page = await list(query);
      expect(page.total).toBe(123);
      expect(page.rows.length).toBeLessThanOrEqual(50);
      seen.push(...page.rows.map((row) => row.id));
      if (page.next === null) break;
      query = `before=${page.next}`;
    }
    expect(seen).toHaveLength(123);
    expect(new Set(seen).size).toBe(123);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const first = await list("source=tenfold");
    expect(first).toMatchObject({ total: 61, next: first.rows.at(-1)?.id });
    const second = await list(`source=tenfold&before=${first.next}`);
    expect(second.rows).toHaveLength(11);
    expect(second.next).toBeNull();
    expect([...first.rows, ...second.rows].every((row) => row.source === "tenfold")).toBe(true);
  });

  it("exports the matching rows as CSV, every one of them, safe for spreadsheets, with the conversation as text", async () => {
    const transcript = [
      { role: "user", text: "What's the weather in Leeds?" },
      { role: "ai", text: "I can't find that on our site." },
    ];
    await postJson("/api/contact", {
      name: '=HYPERLINK("x")',
      email: "csv@example.com",
      message: "A hand-off, with a comma.",
      privacy: true,
      source: "tenfold",
      transcript,
      transcriptConsent: true,
    });
    await postJson("/api/contact", {
      name: "Plain Form",
      email: "form@example.com",
      message: "A form enquiry to leave out.",
      privacy: true,
    });
    const response = await staffGet("/api/admin/enquiries?format=csv&source=tenfold");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","name","email","message","source","delivery_status","delivery_error","handled_at","handled_by","transcript","triage_urgency","triage_service","triage_owner","triage_reviewed_by"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"\'=HYPERLINK(""x"")","csv@example.com","A hand-off, with a comma.","tenfold"');
    expect(lines[1]).toContain(`"Visitor: What's the weather in Leeds?\n\nTENFOLD: I can't find that on our site."`);
  });

  it("stays correct at 10,000 enquiries: a deep page, a filtered count and a complete export", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO contact_messages (name, email, message, privacy_consent, consented_at, created_at, client_hash, source)
       SELECT 'Person ' || i, 'p' || i || '@example.com', 'Message ' || i, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'c', CASE WHEN i % 4 = 0 THEN 'tenfold' ELSE 'form' END FROM n`,
    ).run();
    const deep = await list("before=51");
    expect(deep).toMatchObject({ total: 10000, next: null });
    expect(deep.rows.map((row) => row.id)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    expect((await list("source=tenfold&q=Person%20999")).rows.map((row) => row.name)).toEqual([
      "Person 9996",
      "Person 9992",
    ]);
    const csv = await (await staffGet("/api/admin/enquiries?format=csv&source=tenfold")).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2501);
  });
});

describe("GET /api/admin/enquiries/:id", () => {
  it("answers the whole message, consent time, delivery and the conversation turn by turn", async () => {
    const transcript = [
      { role: "user", text: "Do you run <b>workshops</b>?" },
      { role: "ai", text: "Yes: crisis simulations." },
    ];
    await postJson("/api/contact", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Line one.\nLine two.",
      privacy: true,
      source: "tenfold",
      transcript,
      transcriptConsent: true,
    });
    const [{ id } = { id: 0 }] = await rows<{ id: number }>("SELECT id FROM contact_messages");
    const response = await staffGet(`/api/admin/enquiries/${id}`);
    expect(response.status).toBe(200);
    const enquiry = await response.json<Record<string, unknown>>();
    expect(enquiry).toMatchObject({
      id,
      name: "Ada Lovelace",
      message: "Line one.\nLine two.",
      source: "tenfold",
      delivery_status: "none",
      delivery_attempts: 0,
      delivery_error: null,
      handled_at: null,
      transcript,
    });
    expect(enquiry["consented_at"]).toBe(enquiry["created_at"]);
  });

  it("answers 404 for an id that names no enquiry", async () => {
    for (const id of ["999", "0", "abc", "1.5"]) {
      const response = await staffGet(`/api/admin/enquiries/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found", error: "No enquiry with this id." });
    }
  });
});

describe("POST /api/admin/enquiries/:id/handled", () => {
  const openOne = async () => {
    await seed([{ name: "Waiting" }]);
    return (await rows<{ id: number }>("SELECT id FROM contact_messages"))[0]?.id ?? 0;
  };
  const stored = async (id: number) =>
    (
      await rows<{ handled_at: string | null; handled_by: string | null }>(
        `SELECT handled_at, handled_by FROM contact_messages WHERE id = ${id}`,
      )
    )[0];

  it("records the Access email and the time; reopening clears both", async () => {
    const id = await openOne();
    const before = Date.now();
    const response = await staffPost(
      `/api/admin/enquiries/${id}/handled`,
      { handled: true },
      await asAccess("Ada@Example.com"),
    );
    expect(response.status).toBe(200);
    const answer = await response.json<{ id: number; handled_at: string; handled_by: string }>();
    expect(answer).toMatchObject({ id, handled_by: "ada@example.com" });
    expect(Date.parse(answer.handled_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(answer.handled_at)).toBeLessThanOrEqual(Date.now());
    expect(await stored(id)).toEqual({ handled_at: answer.handled_at, handled_by: "ada@example.com" });
    expect(names(await list("handled=handled"))).toEqual(["Waiting"]);

    const reopened = await staffPost(
      `/api/admin/enquiries/${id}/handled`,
      { handled: false },
      await asAccess("grace@example.com"),
    );
    expect(await reopened.json()).toEqual({ id, handled_at: null, handled_by: null });
    expect(await stored(id)).toEqual({ handled_at: null, handled_by: null });
    expect(names(await list("handled=open"))).toEqual(["Waiting"]);
  });

  it("names a developer by their sign-in and a script as the staff token", async () => {
    const id = await openOne();
    expect(
      await (await devPost(`/api/admin/enquiries/${id}/handled`, { handled: true }, "dev@example.com")).json(),
    ).toMatchObject({ handled_by: "dev@example.com" });
    await staffPost(`/api/admin/enquiries/${id}/handled`, { handled: false });
    expect(await (await staffPost(`/api/admin/enquiries/${id}/handled`, { handled: true })).json()).toMatchObject({
      handled_by: "staff token",
    });
  });

  it("keeps the first person's name when two mark the same enquiry handled", async () => {
    const id = await openOne();
    const [ada, grace] = await Promise.all([asAccess("ada@example.com"), asAccess("grace@example.com")]);
    await staffPost(`/api/admin/enquiries/${id}/handled`, { handled: true }, ada);
    const second = await (await staffPost(`/api/admin/enquiries/${id}/handled`, { handled: true }, grace)).json();
    expect(second).toMatchObject({ handled_by: "ada@example.com" });
    expect((await stored(id))?.handled_by).toBe("ada@example.com");
  });

  it("refuses a body without a yes or no with 400, a non-JSON body with 415, and an unknown id with 404", async () => {
    const id = await openOne();
    for (const body of [{}, { handled: "yes" }, "not json", []]) {
      const response = await staffPost(`/api/admin/enquiries/${id}/handled`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request" });
    }
    const form = await staffPost(`/api/admin/enquiries/${id}/handled`, "handled=true", {
      authorization: "Bearer console-tests-staff-token-0123456789abcdef",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect((await staffPost("/api/admin/enquiries/999/handled", { handled: true })).status).toBe(404);
    expect(await stored(id)).toEqual({ handled_at: null, handled_by: null });
  });

  it("refuses a change from another site's page", async () => {
    const id = await openOne();
    const response = await staffPost(
      `/api/admin/enquiries/${id}/handled`,
      { handled: true },
      { ...(await asAccess("ada@example.com")), origin: "https://evil.example.net", "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
    expect(await stored(id)).toEqual({ handled_at: null, handled_by: null });
  });
});
