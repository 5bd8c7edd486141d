// StoryScanner's endpoint, apart from its schemas: the panel's no-script form posts here, and the
// panel must not load valibot for it (the page's first load, tests/dist/check-budget.ts).
export const STORYSCANNER_PATH = "/storyscanner";
export const STORYSCANNER_ACTION = `/api${STORYSCANNER_PATH}`;

/** The form's two fields as a request: the pasted text when there is any, otherwise the address. */
export function storyRequestFrom(
  text: string,
  address: string,
): { kind: "text"; text: string } | { kind: "address"; address: string } {
  const trimmed = address.trim();
  return text.trim() === "" && trimmed !== "" ? { kind: "address", address: trimmed } : { kind: "text", text };
}
