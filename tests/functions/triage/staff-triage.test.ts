// The console's side of enquiries' triage: the list shows each triage and filters by its service,
// urgency, owner and state through indexes; staff confirm or correct a triage under their own name,
// keeping the reading; one that was not triaged is triaged again on request; and the accuracy
// figures count only reviewed enquiries, over 30 and 90 days by when they arrived.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EnquirySummary } from "#shared/api/contact-staff.ts";
import type { EnquiryTriage } from "#shared/api/contact-triage.ts";
import type { Triage } from "#shared/api/triage.ts";
import { enquiryCondition, enquiryFilters } from "../../../functions/lib/contact/enquiry-filters.ts";
import { triageAccuracy } from "../../../functions/lib/contact/triage-review.ts";
import { postJson, rows } from "../call-api.ts";
import { fakeRequests, model, script } from "../chat-requests.ts";
import { asAccess, staffGet, staffPost } from "../staff-calls.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 86_400_000;
const NOW = new Date("2026-06-30T12:00:00.000Z");

interface Seed {
  readonly name?: string;
  /** Days before NOW that it arrived. */
  readonly daysAgo?: number;
  /** What was read; omitted: not triaged. */
  readonly read?: { service: string | null; urgency: Triage["urgency"]; owner: string | null };
  /** What it stands at after review; omitted: not reviewed. */
  readonly reviewed?: { service: string | null; urgency: Triage["urgency"]; owner: string | null };
}

const SERVICE_NAMES: Record<string, string> = {
  "crisis-communications": "Crisis Communications",
  "political-affairs": "Political Affairs",
  "public-relations": "Public Relations",
};
const OWNER_NAMES: Record<string, string> = { "daniel-osei": "Daniel Osei", "edward-lacey": "Edward Lacey" };

const readingOf = (read: NonNullable<Seed["read"]>): Triage => ({
  service: read.service ? { slug: read.service, name: SERVICE_NAMES[read.service] ?? read.service } : null,
  serviceReason: "The enquiry's words match.",
  urgency: read.urgency,
  signals: read.urgency === "urgent" ? ["tonight"] : [],
  deadline: null,
  owner: read.owner ? { id: read.owner, name: OWNER_NAMES[read.owner] ?? read.owner } : null,
  replyBy: "within two working hours",
  reader: "built-in",
});

/** Stores enquiries as they stand after arrival and any review, oldest first. */
async function seed(list: readonly Seed[]): Promise<number[]> {
  const insert = env.DB.prepare(
    `INSERT INTO contact_messages (name, email, message, privacy_consent, consented_at, created_at, client_hash,
       triaged_at, triage_reading, triage_service, triage_urgency, triage_owner, triage_reviewed_at, triage_reviewed_by)
     VALUES (?1, 'someone@example.com', ?2, 1, ?3, ?3, 'stored-client', ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id`,
  );
  const results = await env.DB.batch<{ id: number }>(
    list.map((row, i) => {
      const at = new Date(NOW.getTime() - (row.daysAgo ?? 1) * DAY + i * 1000).toISOString();
      const now = row.reviewed ?? row.read;
      return insert.bind(
        row.name ?? `Person ${i + 1}`,
        `A reporter has rung us about a leaked email and is running the story tonight (${i}).`,
        at,
        row.read ? at : null,
        row.read ? JSON.stringify(readingOf(row.read)) : null,
        now?.service ?? null,
        now?.urgency ?? null,
        now?.owner ?? null,
        row.reviewed ? at : null,
        row.reviewed ? "grace@example.com" : null,
      );
    }),
  );
  return results.map((result) => result.results[0]?.id ?? 0);
}

interface Page {
  rows: EnquirySummary[];
  total: number;
}

async function list(query = ""): Promise<Page> {
  const response = await staffGet(`/api/admin/enquiries${query ? `?${query}` : ""}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return await response.json<Page>();
}
const names = (page: Page) => page.rows.map((row) => row.name);

const crisis = { service: "crisis-communications", urgency: "urgent", owner: "daniel-osei" } as const;
const politics = { service: "political-affairs", urgency: "soon", owner: "edward-lacey" } as const;
const nothing = { service: null, urgency: "routine", owner: null } as const;

describe("the enquiry list's triage", () => {
  it("shows each enquiry's service, urgency and suggested owner as they stand, and none for one not triaged", async () => {
    await seed([
      { name: "Not triaged" },
      { name: "Crisis", read: crisis },
      { name: "Corrected", read: crisis, reviewed: politics },
    ]);
    const page = await list();
    expect(page.rows.map((row) => [row.name, row.triage])).toEqual([
      [
        "Corrected",
        {
          service: { slug: "political-affairs", name: "Political Affairs" },
          urgency: "soon",
          owner: { id: "edward-lacey", name: "Edward Lacey" },
          reviewed: true,
        },
      ],
      [
        "Crisis",
        {
          service: { slug: "crisis-communications", name: "Crisis Communications" },
          urgency: "urgent",
          owner: { id: "daniel-osei", name: "Daniel Osei" },
          reviewed: false,
        },
      ],
      ["Not triaged", null],
    ]);
  });

  it("filters by urgency, service, owner and where the triage stands, alone and with the other filters", async () => {
    await seed([
      { name: "Not triaged" },
      { name: "Crisis", read: crisis },
      { name: "Politics", read: politics },
      { name: "Nothing named", read: nothing },
      { name: "Corrected to politics", read: crisis, reviewed: politics },
      { name: "Confirmed crisis", read: crisis, reviewed: crisis },
    ]);
    expect(names(await list("urgency=urgent"))).toEqual(["Confirmed crisis", "Crisis"]);
    expect(names(await list("urgency=soon"))).toEqual(["Corrected to politics", "Politics"]);
    expect(names(await list("service=political-affairs"))).toEqual(["Corrected to politics", "Politics"]);
    expect(names(await list("service=none"))).toEqual(["Nothing named"]);
    expect(names(await list("owner=daniel-osei"))).toEqual(["Confirmed crisis", "Crisis"]);
    expect(names(await list("owner=none"))).toEqual(["Nothing named"]);
    expect(names(await list("triage=not-triaged"))).toEqual(["Not triaged"]);
    expect(names(await list("triage=to-review"))).toEqual(["Nothing named", "Politics", "Crisis"]);
    expect(names(await list("triage=reviewed"))).toEqual(["Confirmed crisis", "Corrected to politics"]);
    expect(names(await list("urgency=urgent&triage=to-review&q=reporter"))).toEqual(["Crisis"]);
    expect((await list("urgency=urgent")).total).toBe(2);
    expect((await list("urgency=&service=&owner=&triage=")).total).toBe(6);
  });

  it("refuses an unknown urgency, service, owner or state with a 400 that says what is allowed", async () => {
    for (const [query, message] of [
      ["urgency=panic", "Filter urgency must be one of: urgent, soon, routine."],
      ["service=lobbying", 'Filter service must be one of our services\' slugs or "none".'],
      ["owner=nobody-here", 'Filter owner must be a team member\'s id or "none".'],
      ["triage=maybe", "Filter triage must be one of: not-triaged, to-review, reviewed."],
    ] as const) {
      const response = await staffGet(`/api/admin/enquiries?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", error: message });
    }
  });

  it("reads a filtered page through an index, never a scan of every enquiry", async () => {
    for (const query of [
      "urgency=urgent",
      "service=crisis-communications",
      "service=none",
      "owner=daniel-osei",
      "triage=not-triaged",
      "triage=to-review",
      "triage=reviewed",
    ]) {
      const where = enquiryCondition(enquiryFilters(new URL(`https://x.example/?${query}`)));
      const plan = (
        await env.DB.prepare(
          `EXPLAIN QUERY PLAN SELECT id FROM contact_messages WHERE ${where.sql} AND id < ? ORDER BY id DESC LIMIT 51`,
        )
          .bind(...where.binds, 1000)
          .all<{ detail: string }>()
      ).results.map((step) => step.detail);
      expect(plan.join("\n"), query).toMatch(
        /^SEARCH contact_messages USING (COVERING )?INDEX contact_messages_(triage|not)_/m,
      );
      expect(plan.join("\n"), query).not.toMatch(/USE TEMP B-TREE/);
    }
  });

  it("exports each enquiry's triage as it stands in the CSV", async () => {
    await seed([{ name: "Corrected", read: crisis, reviewed: politics }]);
    const csv = await (await staffGet("/api/admin/enquiries?format=csv")).text();
    expect(csv.split("\r\n")[1]).toMatch(/"soon","political-affairs","edward-lacey","grace@example\.com"$/);
  });
});

describe("an enquiry's own triage", () => {
  const triageOf = async (id: number) => {
    const response = await staffGet(`/api/admin/enquiries/${id}`);
    expect(response.status).toBe(200);
    return (await response.json<{ triage: EnquiryTriage }>()).triage;
  };
  const review = async (id: number, body: unknown, email = "ada@example.com") =>
    staffPost(`/api/admin/enquiries/${id}/triage-review`, body, await asAccess(email));

  it("shows the reading with its reasons and reader, and where it stands", async () => {
    const [id = 0] = await seed([{ read: crisis }]);
    expect(await triageOf(id)).toMatchObject({
      state: "to-review",
      reading: {
        reader: "built-in",
        serviceReason: "The enquiry's words match.",
        signals: ["tonight"],
        service: { slug: "crisis-communications" },
      },
      current: { urgency: "urgent", owner: { id: "daniel-osei", name: "Daniel Osei" } },
      review: null,
      error: null,
    });
  });

  it("is confirmed as right by sending the reading's own values: reviewed, nothing changed, who and when", async () => {
    const [id = 0] = await seed([{ read: crisis }]);
    const before = Date.now();
    const response = await review(id, crisis, "Ada@Example.com");
    expect(response.status).toBe(200);
    const triage = await response.json<EnquiryTriage>();
    expect(triage).toMatchObject({
      state: "reviewed",
      review: { by: "ada@example.com", serviceChanged: false, urgencyChanged: false, ownerChanged: false },
    });
    expect(Date.parse(triage.review?.at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(await triageOf(id)).toEqual(triage);
  });

  it("is corrected under the person's name, keeping the reading as it was read; the list and its filters follow", async () => {
    const [id = 0] = await seed([{ name: "To correct", read: crisis }]);
    const response = await review(id, { service: "public-relations", urgency: "urgent", owner: null });
    expect(response.status).toBe(200);
    const triage = await response.json<EnquiryTriage>();
    expect(triage).toMatchObject({
      state: "reviewed",
      current: { service: { slug: "public-relations", name: "Public Relations" }, urgency: "urgent", owner: null },
      reading: { service: { slug: "crisis-communications" }, owner: { id: "daniel-osei" } },
      review: { by: "ada@example.com", serviceChanged: true, urgencyChanged: false, ownerChanged: true },
    });
    expect(names(await list("service=public-relations"))).toEqual(["To correct"]);
    expect(names(await list("service=crisis-communications"))).toEqual([]);
    expect(names(await list("owner=none"))).toEqual(["To correct"]);
    // A second review replaces the first, and is measured against the same reading.
    const again = await (await review(id, crisis, "grace@example.com")).json<EnquiryTriage>();
    expect(again.review).toMatchObject({ by: "grace@example.com", serviceChanged: false, ownerChanged: false });
  });

  it("refuses an unknown service or person, a bad urgency, an enquiry not yet triaged and an unknown id", async () => {
    const [id = 0, untriaged = 0] = await seed([{ read: crisis }, {}]);
    for (const [body, message] of [
      [{ ...crisis, service: "lobbying" }, "Choose one of our services, or none."],
      [{ ...crisis, owner: "someone-else" }, "Choose a member of the team, or none."],
      [{ ...crisis, urgency: "whenever" }, "Choose an urgency: urgent, soon or routine."],
      [{ urgency: "urgent" }, "One of the fields is missing."],
    ] as const) {
      const response = await review(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", error: message });
    }
    expect((await triageOf(id)).review).toBeNull();
    const conflict = await review(untriaged, crisis);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ code: "conflict" });
    expect((await review(9999, crisis)).status).toBe(404);
  });

  it("refuses a review from another site's page", async () => {
    const [id = 0] = await seed([{ read: crisis }]);
    const response = await staffPost(`/api/admin/enquiries/${id}/triage-review`, crisis, {
      ...(await asAccess("ada@example.com")),
      origin: "https://evil.example.net",
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
    expect((await triageOf(id)).review).toBeNull();
  });
});

describe("triaging again an enquiry that was not triaged", () => {
  const retriage = async (id: number, overrides: Record<string, string> = {}) =>
    staffPost(`/api/admin/enquiries/${id}/triage`, "", await asAccess("ada@example.com"), overrides);

  it("reads it now, as at its arrival, and stores the reading; a second request is refused", async () => {
    const [id = 0] = await seed([{}]);
    await env.DB.prepare(
      "UPDATE contact_messages SET triage_error = 'Triage did not finish within 9.0 seconds.'",
    ).run();
    const response = await retriage(id);
    expect(response.status, await response.clone().text()).toBe(200);
    const triage = await response.json<EnquiryTriage>();
    expect(triage).toMatchObject({
      state: "to-review",
      error: null,
      reading: { reader: "built-in", service: { slug: "crisis-communications" }, urgency: "urgent" },
    });
    expect((await list("triage=to-review")).total).toBe(1);
    const again = await retriage(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "conflict" });
    expect((await retriage(9999)).status).toBe(404);
  });

  it("with a key, sends the model only the message, with a safety identifier that is not our stored pseudonym", async () => {
    const key = "sk-triage-retriage";
    await script(key, [
      JSON.stringify({
        service: "crisis-communications",
        reason: "A leak.",
        urgency: "urgent",
        signals: [],
        deadline: null,
      }),
    ]);
    const [id = 0] = await seed([{}]);
    const response = await retriage(id, model(key));
    expect(response.status).toBe(200);
    expect((await response.json<EnquiryTriage>()).reading?.reader).toBe("model");
    const [sent] = await fakeRequests(key);
    expect(sent?.body["input"]).toBe(
      "A reporter has rung us about a leaked email and is running the story tonight (0).",
    );
    expect(JSON.stringify(sent?.body)).not.toContain("someone@example.com");
    expect(sent?.body["safety_identifier"]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent?.body["safety_identifier"]).not.toBe("stored-client");
  });
});

describe("how often triage was right", () => {
  it("counts only reviewed enquiries, a corrected field as wrong for that field, over 30 and 90 days by arrival", async () => {
    await seed([
      // Within 30 days: two confirmed, one with its service corrected, one with its urgency corrected, two unreviewed.
      { daysAgo: 2, read: crisis, reviewed: crisis },
      { daysAgo: 5, read: politics, reviewed: politics },
      { daysAgo: 10, read: crisis, reviewed: { ...crisis, service: "public-relations" } },
      { daysAgo: 20, read: politics, reviewed: { ...politics, urgency: "urgent" } },
      { daysAgo: 3, read: crisis },
      { daysAgo: 4 },
      // Between 30 and 90 days: one confirmed with no service named, one with both corrected, one unreviewed.
      { daysAgo: 45, read: nothing, reviewed: nothing },
      { daysAgo: 80, read: crisis, reviewed: politics },
      { daysAgo: 60, read: crisis },
      // Older than 90 days, and one "arriving" after the clock's now: neither counts.
      { daysAgo: 120, read: crisis, reviewed: crisis },
      { daysAgo: -1, read: crisis, reviewed: crisis },
    ]);
    expect(await triageAccuracy(env.DB, NOW)).toEqual({
      periods: [
        { days: 30, reviewed: 4, serviceRight: 3, urgencyRight: 3 },
        { days: 90, reviewed: 6, serviceRight: 4, urgencyRight: 4 },
      ],
    });
    // A month on, the first four are past 30 days, the 80-day one is past 90, and the one that
    // arrived after the first clock's now counts.
    expect(await triageAccuracy(env.DB, new Date(NOW.getTime() + 30 * DAY))).toEqual({
      periods: [
        { days: 30, reviewed: 1, serviceRight: 1, urgencyRight: 1 },
        { days: 90, reviewed: 6, serviceRight: 5, urgencyRight: 5 },
      ],
    });
  });

  it("answers zero reviewed, not a made-up rate, when nobody has reviewed a triage yet", async () => {
    await seed([{ daysAgo: 1, read: crisis }, { daysAgo: 2 }]);
    expect(await triageAccuracy(env.DB, NOW)).toEqual({
      periods: [
        { days: 30, reviewed: 0, serviceRight: 0, urgencyRight: 0 },
        { days: 90, reviewed: 0, serviceRight: 0, urgencyRight: 0 },
      ],
    });
  });

  it("is one aggregate query over an index of reviewed enquiries, and its endpoint answers the same figures", async () => {
    await postJson("/api/contact", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "A reporter is running a story about a leaked email tonight.",
      privacy: true,
    });
    const [{ id } = { id: 0 }] = await rows<{ id: number }>("SELECT id FROM contact_messages");
    const current = (await (await staffGet(`/api/admin/enquiries/${id}`)).json<{ triage: EnquiryTriage }>()).triage
      .current;
    await staffPost(`/api/admin/enquiries/${id}/triage-review`, {
      service: "public-relations",
      urgency: current?.urgency,
      owner: current?.owner?.id ?? null,
    });
    const response = await staffGet("/api/admin/triage-accuracy");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      periods: [
        { days: 30, reviewed: 1, serviceRight: 0, urgencyRight: 1 },
        { days: 90, reviewed: 1, serviceRight: 0, urgencyRight: 1 },
      ],
    });
    const prepare = vi.spyOn(env.DB, "prepare");
    await triageAccuracy(env.DB, NOW);
    expect(prepare).toHaveBeenCalledOnce();
    const sql = String(prepare.mock.calls[0]?.[0]);
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...Array.from({ length: 4 }, () => NOW.toISOString()))
        .all<{ detail: string }>()
    ).results.map((step) => step.detail);
    expect(plan.join("\n")).toMatch(/USING INDEX contact_messages_triage_reviewed_created/);
  });
});

describe("the choices a correction picks from", () => {
  it("lists every service and every member of the team with their specialisms, from the registry", async () => {
    const response = await staffGet("/api/admin/triage-choices");
    expect(response.status).toBe(200);
    const choices = await response.json<{
      services: { slug: string; name: string }[];
      owners: { id: string; name: string; services: string[] }[];
    }>();
    expect(choices.services).toHaveLength(8);
    expect(choices.services).toContainEqual({ slug: "crisis-communications", name: "Crisis Communications" });
    expect(choices.owners).toContainEqual(expect.objectContaining({ id: "daniel-osei", name: "Daniel Osei" }));
    expect(choices.owners.find((owner) => owner.id === "daniel-osei")?.services).toContain("crisis-communications");
  });

  it("is for staff only", async () => {
    expect((await staffGet("/api/admin/triage-choices", {})).status).toBe(401);
    expect((await staffGet("/api/admin/triage-accuracy", {})).status).toBe(401);
  });
});
