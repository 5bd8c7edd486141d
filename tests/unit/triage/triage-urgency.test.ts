// Triage Bot's urgency rule: crisis signals make an enquiry urgent; a deadline it names makes it
// urgent within two working days, soon within ten, counted in the firm's working days (weekdays
// that are not bank holidays in England and Wales); a date with no deadline meaning is ignored.
import { describe, expect, it } from "vitest";
import { readUrgency } from "../../../functions/lib/tools/triage/triage-urgency.ts";

/** Wednesday 2 December 2026, 10:00 in the UK (GMT). */
const WEDNESDAY = new Date("2026-12-02T10:00:00Z");
const read = (text: string, now = WEDNESDAY) => readUrgency(text, now);

describe("a deadline the enquiry names", () => {
  it.each([
    ["Could we talk by Friday?", "by Friday", "urgent"],
    ["We need a plan by Monday.", "by Monday", "soon"],
    ["Can you send us something tomorrow?", "tomorrow", "urgent"],
    ["We must reply within 48 hours.", "within 48 hours", "urgent"],
    ["The hearing is on 8 December.", "on 8 December", "soon"],
    ["Our response is due by 14 March.", "by 14 March", "routine"],
    ["The board wants a draft within three weeks.", "within three weeks", "routine"],
  ])("%s → %s, %s", (text, deadline, urgency) => {
    const reading = read(text);
    expect(reading.deadline).toBe(deadline);
    expect(reading.urgency).toBe(urgency);
    if (urgency !== "routine") expect(reading.signals).toContain(deadline);
    else expect(reading.signals).toEqual([]);
  });

  it("takes the earliest of several deadlines", () => {
    const reading = read("The consultation closes on 18 December, but our board signs it off tomorrow.");
    expect(reading).toMatchObject({ deadline: "tomorrow", urgency: "urgent" });
  });

  it("counts working days past the Christmas bank holidays", () => {
    const christmasEve = new Date("2026-12-24T10:00:00Z");
    // 25 and 28 December are bank holidays: Tuesday 29th is the first working day after Christmas Eve.
    expect(read("Can we meet by Tuesday?", christmasEve)).toMatchObject({ urgency: "urgent" });
    // 29, 30, 31 December and 4 January (1 January is a holiday): four working days.
    expect(read("We need it by 4 January.", christmasEve)).toMatchObject({ urgency: "soon" });
  });

  it("reads a weekday named on that same day as the next one", () => {
    const friday = new Date("2026-12-04T10:00:00Z");
    expect(read("Please send it by Friday.", friday)).toMatchObject({ urgency: "soon" });
  });

  it.each([
    "Since 3 March we have been raising concerns with the council.",
    "Last Tuesday the operator held a drop-in session that went badly.",
    "The article ran on 28 November and we would like to build on it.",
    "We were founded in 2019 and have 40 staff.",
  ])("ignores a date with no deadline meaning: %s", (text) => {
    expect(read(text)).toMatchObject({ deadline: null, urgency: "routine", signals: [] });
  });
});

describe("crisis signals", () => {
  it.each([
    ["A journalist has asked us to comment on the figures.", "journalist has asked"],
    ["An email about the redundancies has leaked to staff.", "leaked"],
    ["Our finance director resigned this morning.", "resigned"],
    ["We suffered a ransomware attack and the systems are down.", "ransomware"],
    ["The police are investigating an incident at our depot.", "police are"],
    ["The news will be everywhere tonight.", "tonight"],
  ])("%s → urgent", (text, signal) => {
    const reading = read(text);
    expect(reading.urgency).toBe("urgent");
    expect(reading.signals).toContain(signal);
  });

  it("does not raise them for a plan or a rehearsal", () => {
    const reading = read(
      "We would like a scenario exercise next year on what we would do if a journalist asked about a data breach.",
    );
    expect(reading).toMatchObject({ urgency: "routine", signals: [] });
  });

  it("still raises them when the writer asks for help preparing a response to what is happening", () => {
    expect(read("A reporter has asked us to comment, so can you help us prepare a statement?").urgency).toBe("urgent");
  });

  it("keeps a signal in one sentence when another sentence speaks of a plan", () => {
    const reading = read("Our plan for the launch is ready. A reporter has just called about the leaked memo.");
    expect(reading.urgency).toBe("urgent");
    expect(reading.signals).toEqual(expect.arrayContaining(["leaked"]));
  });
});
