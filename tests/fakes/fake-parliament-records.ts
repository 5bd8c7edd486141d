// The records the fake Parliament calendar serves (tests/fakes/fake-parliament.ts), in the What's
// On API's shapes, kept apart so the tests in workerd can compare with them.
export const FAKE_BUSINESS = [
  {
    Id: 91001,
    StartDate: "2026-12-08T00:00:00",
    EndDate: "2026-12-08T00:00:00",
    StartTime: "14:30:00",
    EndTime: null,
    Description: "Oral questions: Health and Social Care",
    Category: "Oral questions",
    Type: "Main Chamber",
    House: "Commons",
    Location: "Chamber",
    SummarisedDetails:
      "<p>Commons - Main Chamber</p><p>Questions to the Secretary of State for Health and Social Care</p>",
    Committee: null,
    Members: [
      { Id: 4000, Name: "A Minister", Party: "Party", MemberFrom: "Somewhere", PartyColour: "000000", PhotoUrl: "" },
    ],
  },
  {
    Id: 91002,
    StartDate: "2026-12-09T00:00:00",
    EndDate: "2026-12-09T00:00:00",
    StartTime: "11:00",
    EndTime: "13:00",
    Description: null,
    Category: "Legislation",
    Type: "Main Chamber",
    House: "Lords",
    Location: null,
    SummarisedDetails: "Renters' Rights Bill - report stage (day 1)",
    Committee: null,
    Members: [],
  },
  {
    Id: 91003,
    StartDate: "2027-01-12T00:00:00",
    EndDate: null,
    StartTime: "09:30",
    EndTime: null,
    Description: null,
    Category: "Evidence session",
    Type: "Select & Joint Committees",
    House: "Commons",
    Location: "Committee Room 15",
    SummarisedDetails: null,
    Committee: { Id: 158, Description: "Treasury Committee", Inquiries: null },
    Members: [],
  },
];

export const FAKE_NON_SITTING = [
  {
    StartDate: "2026-12-18T00:00:00",
    EndDate: "2027-01-04T00:00:00",
    House: "Commons",
    Description: "Christmas recess",
  },
  { StartDate: "2026-12-19T00:00:00", EndDate: "2027-01-05T00:00:00", House: "Lords", Description: "Christmas recess" },
  // An ordinary weekend, which the calendar lists as not sitting: not a recess.
  { StartDate: "2026-12-12T00:00:00", EndDate: "2026-12-13T00:00:00", House: "Commons", Description: null },
  {
    StartDate: "2027-02-12T00:00:00",
    EndDate: "2027-02-22T00:00:00",
    House: "Commons",
    Description: "February recess",
  },
];
