// The fake ModernGov service's invented councillors and committees (tests/fakes/fake-moderngov.ts),
// apart from the server so that tests running in workerd can import them.

/** The fake's councillors as Council Radar should list them (the malformed one left out). */
export const FAKE_COUNCILLORS = [
  {
    id: "101",
    name: "Amara Quill",
    ward: "Brackenford North",
    party: "Riverside Independents",
    posts: "Leader of the Council",
  },
  { id: "102", name: "Dr Ottilie Penrose", ward: "Brackenford North", party: "Heathland Party", posts: "" },
  {
    id: "103",
    name: "Jonah Merriweather",
    ward: "Castle Lea",
    party: "Heathland Party",
    posts: "Chair of Planning Committee",
  },
  {
    id: "104",
    name: "Chloé Varga",
    ward: "Castle Lea",
    party: "Riverside Independents",
    posts: "Cabinet Member for Housing",
  },
  { id: "105", name: "Wendell Ashdown", ward: "Millbrook Vale", party: "", posts: "" },
] as const;

export const FAKE_COMMITTEES = [
  { id: "11", title: "Cabinet" },
  { id: "12", title: "Planning Committee" },
  { id: "13", title: "Licensing Committee" },
] as const;
