// Which messages TENFOLD reads as asking for a public date (functions/lib/tenfold/public-data/):
// the ways visitors ask for a recess, a sitting day or a consultation's closing date, each read to
// its kind, House, day or named consultation; and questions that only mention those words (about
// the firm, its GovCal Pro tool, or writing a consultation response), which are left alone.
import { describe, expect, it } from "vitest";
import { publicDataQuestion } from "../../functions/lib/tenfold/public-data/public-data-question.ts";

/** A Sunday: "on Tuesday" is the 8th, "5 January" is next year's. */
const TODAY = "2026-12-06";

describe("a public-date question", () => {
  it.each([
    ["When is the next recess?", { kind: "recess", house: null, named: null }],
    ["when is parliament next in recess", { kind: "recess", house: null, named: null }],
    [
      "Hi TENFOLD, could you tell me when the Lords rise for Christmas?",
      { kind: "recess", house: "lords", named: "christmas" },
    ],
    ["When does Parliament return after the summer?", { kind: "recess", house: null, named: "summer" }],
    [
      "We launch in spring. What dates is the Easter recess for MPs?",
      { kind: "recess", house: "commons", named: "easter" },
    ],
    ["Is Parliament sitting today?", { kind: "sitting", house: null, date: "2026-12-06" }],
    ["Is the House of Lords sitting on Tuesday?", { kind: "sitting", house: "lords", date: "2026-12-08" }],
    ["Will the Commons be sitting on 5 January?", { kind: "sitting", house: "commons", date: "2027-01-05" }],
    ["Is parliament in recess on December 24th 2026?", { kind: "sitting", house: null, date: "2026-12-24" }],
    [
      "When does the consultation on small business rates relief close?",
      { kind: "consultation", about: "small business rates relief" },
    ],
    ["when does the heat network zoning consultation close", { kind: "consultation", about: "heat network zoning" }],
    ["Deadline for the planning fees consultation?", { kind: "consultation", about: "planning fees" }],
    [
      "What's the closing date of the NHS workforce call for evidence?",
      { kind: "consultation", about: "nhs workforce" },
    ],
    [
      "When does the call for evidence on rural GP recruitment end?",
      { kind: "consultation", about: "rural gp recruitment" },
    ],
  ])("%s", (message, expected) => {
    expect(publicDataQuestion(message, TODAY)).toEqual(expected);
  });
});

describe("not a public-date question", () => {
  it.each([
    "How can I tell when Parliament is in recess so we don't launch into a void?",
    "Is there a tool that shows recess dates and Budget days?",
    "What happens after a consultation closes?",
    "How long does a consultation response take you?",
    "When does the consultation you ran for the housing scheme close?",
    "When is your office closed over Christmas?",
    "I'm a sitting councillor. Could I keep my seat if I joined you?",
    "A consultation closes in seven weeks. How long do you need to write a response?",
  ])("%s", (message) => {
    expect(publicDataQuestion(message, TODAY)).toBeUndefined();
  });
});
