// What Policy Intelligence holds about people, the facts the stakeholder privacy notice on
// /transparency is built from (web/content/policies.ts). Members of Parliament and peers appear
// only as a bill's member in charge, by the name the bill's public record gives; the adapter
// (functions/lib/tools/policy-intelligence/bills-api.ts) reads nothing else about them, and the
// functions tests hold its endpoints to storing nothing.
export const POLICY_INTELLIGENCE_PEOPLE = {
  tool: "Policy Intelligence",
  path: "/policy-intelligence",
  who: "members of either House of Parliament in charge of a bill",
  what: "the member's name as the bill's record gives it, beside the bill; not their party, photograph or constituency, and no opinion, score or likely position",
  source: "UK Parliament's Bills API (bills-api.parliament.uk)",
  kept: "our server reads it when a page asks and keeps no copy; the dated snapshot in the site's code names the members in charge of its bills until it is next refreshed",
  visitors:
    "It keeps nothing about its visitors: a search stays in the page's address, and a calendar fetches a bill's feed like any page.",
} as const;
