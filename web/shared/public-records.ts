// What the research tools hold about people in public life, read from public sources, as the
// stakeholder privacy notice on /transparency states it (web/content/policies.ts): which tool, about
// whom, from which source, what it holds and never reads, and how long a record lasts. The functions
// read the refresh period from here, so what the notice says and what the code does stay the same.

export const COUNCIL_RADAR_RECORDS = {
  tool: "Council Radar",
  about: "councillors of the councils we follow",
  source: "each council's own ModernGov web service",
  holds: [
    "name",
    "ward",
    "party",
    "the offices the council lists for them",
    "their committees",
    "a link to their entry in the register of members' interests",
    "the upcoming council, cabinet and committee meetings of the bodies they sit on",
  ],
  /** What the council's service also sends, which Council Radar never reads or stores. */
  neverRead: ["home address", "telephone numbers", "email address", "photograph"],
  /** How often a council's records are read again: each reading replaces the last. */
  refreshHours: 6,
  /**
   * How a live councillor's profile page is answered: search engines are asked not to index or
   * follow it and no cache may keep it, so no copy outlives the record once the council drops it.
   */
  profilePage: { robots: "noindex, nofollow", cacheControl: "no-store" },
} as const;

/** The notice's bullets about Council Radar, built from the facts above (each within a bullet's 400 characters). */
export function councilRadarNotice(): [string, string, string] {
  const r = COUNCIL_RADAR_RECORDS;
  return [
    `${r.tool} holds, about ${r.about}, only what ${r.source} says: their ${r.holds.slice(0, -1).join(", ")} and ${r.holds.at(-1)}.`,
    `${r.tool} never reads the ${r.neverRead.slice(0, -1).join(", ")} or ${r.neverRead.at(-1)} a council's service also publishes. Each council's records are read again at most every ${r.refreshHours} hours, each reading replacing the last, so a councillor the council no longer lists drops out; all of a council's records are deleted when we stop following it.`,
    `Each councillor's profile page on our site is built from the latest reading, asks search engines not to index it and may not be kept by any cache, so no copy of it outlives the record.`,
  ];
}
