// What the fake public source's JSON paths list (tests/fakes/fake-public-source.ts), for the tests
// in workerd to compare with, which cannot import the Node server itself.
export const FAKE_ITEMS = [
  { id: 1, title: "Second reading" },
  { id: 2, title: "Committee stage" },
];
