// StoryScanner's endpoint, apart from its schemas: the panel's no-script form posts here, and the
// panel must not load valibot for it (the page's first load, tests/dist/check-budget.ts).
export const STORYSCANNER_PATH = "/storyscanner";
export const STORYSCANNER_ACTION = `/api${STORYSCANNER_PATH}`;
