// Council Radar's ModernGov adapter against the fake council service (tests/fakes/fake-moderngov.ts):
// the records it makes from well-formed answers, in each encoding a council may send, what it
// leaves out and counts, what it never reads, and the problem each kind of trouble becomes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SourceProblem } from "../../../functions/lib/platform/public-sources/source-fetch.ts";
import { membershipTurn, readCouncil } from "../../../functions/lib/tools/council-radar/moderngov-adapter.ts";
import { FAKE_COUNCILLORS } from "../../fakes/fake-moderngov-records.ts";

const today = new Date().toISOString().slice(0, 10);
const council = (behaviour: string) => `${env.FAKE_MODERNGOV_URL}/${behaviour}`;
const read = (behaviour: string, timeoutMs = 3000) =>
  readCouncil(council(behaviour), "brackenford", { today, timeoutMs });

async function problemOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof SourceProblem) return error.reason;
    throw error;
  }
  throw new Error("expected a SourceProblem");
}

describe("a council that answers well", () => {
  it("lists each councillor with ward, party, key posts and committees, linked to the council's pages", async () => {
    const { data } = await read("good");
    expect(data.councillors.map((c) => c.name).sort()).toEqual(FAKE_COUNCILLORS.map((c) => c.name).sort());
    const chair = data.councillors.find((c) => c.name === "Jonah Merriweather");
    expect(chair).toEqual({
      id: "brackenford-103",
      councilId: "brackenford",
      name: "Jonah Merriweather",
      party: "Heathland Party",
      ward: "Castle Lea",
      roles: ["Chair of Planning Committee"],
      committees: [{ id: "12", title: "Planning Committee" }],
      profileUrl: `${council("good")}/mgUserInfo.aspx?UID=103`,
      interestsUrl: `${council("good")}/mgRofI.aspx?UID=103`,
    });
    // No party given stays no party: nothing is filled in.
    expect(data.councillors.find((c) => c.name === "Wendell Ashdown")).toMatchObject({
      party: "",
      roles: [],
      committees: [],
    });
  });

  it("leaves out expired committees and past meetings, and lists the upcoming ones soonest first", async () => {
    const { data } = await read("good");
    expect(data.committees.map((c) => c.title)).toEqual(["Cabinet", "Planning Committee", "Licensing Committee"]);
    expect(data.committees[1]?.url).toBe(`${council("good")}/mgCommitteeDetails.aspx?ID=12`);
    expect(data.meetings.map((m) => m.id)).toEqual(["502", "501", "504", "503"]);
    expect(data.meetings.every((m) => m.date >= today)).toBe(true);
    expect(data.meetings[0]).toMatchObject({ committee: "Planning Committee", time: "10:00" });
    expect(data.meetings.find((m) => m.id === "503")?.time).toBeNull();
    expect(data.meetings[0]?.url).toBe(`${council("good")}/ieListDocuments.aspx?CId=12&MId=502`);
  });

  it("skips and counts the councillor without an id and the meeting without a date, guessing neither", async () => {
    const { data } = await read("good");
    expect(data.skipped).toBe(2);
    expect(JSON.stringify(data)).not.toContain("Nameless Record");
  });

  it("never reads a councillor's home address, telephone, email or photograph", async () => {
    const stored = JSON.stringify((await read("good")).data);
    for (const privateDetail of ["Private Lane", "ZZ9 9ZZ", "01632", "@brackenford.example", "smallpic"]) {
      expect(stored).not.toContain(privateDetail);
    }
  });

  it.each(["latin1", "bom"])("reads the %s answer's names as the council wrote them", async (behaviour) => {
    const { data } = await read(behaviour);
    expect(data.councillors.map((c) => c.name)).toContain("Chloé Varga");
    expect(data.councillors).toHaveLength(FAKE_COUNCILLORS.length);
  });
});

describe("a council in trouble", () => {
  it.each([
    ["changed", "bad-shape"],
    ["html", "bad-shape"],
    ["error", "http-error"],
    ["busy", "rate-limited"],
  ])("the %s service is a %s problem, not an empty council", async (behaviour, reason) => {
    expect(await problemOf(read(behaviour))).toBe(reason);
  });

  it("a service that never answers is a timeout once the time limit passes", async () => {
    expect(await problemOf(read("stall", 300))).toBe("timeout");
  });

  it("an address with no council behind it is an http-error", async () => {
    expect(await problemOf(read("nowhere"))).toBe("http-error");
  });
});

describe("the committees read a refresh at a time", () => {
  it("takes the next councillors after where the last refresh stopped, wrapping round", () => {
    expect(membershipTurn(60, 0, 40)).toEqual({ indexes: Array.from({ length: 40 }, (_, i) => i), next: 40 });
    const second = membershipTurn(60, 40, 40);
    expect(second.indexes.slice(0, 3)).toEqual([40, 41, 42]);
    expect(second.indexes.at(-1)).toBe(19);
    expect(second.next).toBe(20);
    expect(membershipTurn(5, 3, 40)).toEqual({ indexes: [3, 4, 0, 1, 2], next: 3 });
  });

  it("keeps the committees last read for councillors whose turn it is not, and reads the rest next time", async () => {
    const first = await readCouncil(council("good"), "brackenford", { today, membershipCalls: 2 });
    const read1 = first.data.councillors.filter((c) => c.committees !== null).map((c) => c.id);
    expect(read1).toHaveLength(2);
    expect(first.data.membershipsFrom).toBe(2);
    // Not read yet is said as null, never as "no committees".
    expect(first.data.councillors.filter((c) => c.committees === null)).toHaveLength(3);

    const second = await readCouncil(council("good"), "brackenford", { today, membershipCalls: 2 }, first.data);
    expect(second.data.councillors.filter((c) => c.committees !== null)).toHaveLength(4);
    for (const id of read1) {
      expect(second.data.councillors.find((c) => c.id === id)?.committees).toEqual(
        first.data.councillors.find((c) => c.id === id)?.committees,
      );
    }
    expect(second.data.membershipsFrom).toBe(4);
  });
});
