// Policy Intelligence's addresses, apart from its schemas so the page's first load carries no
// schema code: a bill's page on bills.parliament.uk and its feed here.

/** Where every bill's own page is (the bill's source for a visitor). */
export const BILLS_SITE = "https://bills.parliament.uk";
export const billPageUrl = (id: number) => `${BILLS_SITE}/bills/${id}`;

/** The address of a bill's iCalendar feed (billFeedContract). */
export const billFeedPath = (id: number) => `/api/policy-intelligence/bills/${id}/stages.ics`;

/** A bill's own view on this site (the page's `bill` search parameter). */
export const billViewPath = (id: number) => `/policy-intelligence?bill=${id}`;
