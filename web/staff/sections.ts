// The console's sections: one entry gives a section its place in the navigation, its address
// under /staff and its code, loaded only when the section is opened.
import type { ComponentType } from "react";

export interface Section {
  /** Under /staff/. */
  readonly path: string;
  readonly label: string;
  /** What the section is for, under its heading in the navigation's overview. */
  readonly summary: string;
  readonly load: () => Promise<{ default: ComponentType }>;
}

export const SECTIONS = [
  {
    path: "enquiries",
    label: "Enquiries",
    summary: "Messages from the contact form and TENFOLD hand-offs",
    load: () => import("../contact/staff/enquiries-section.tsx"),
  },
  {
    path: "newsletter",
    label: "Newsletter",
    summary: "Subscribers and the email outbox",
    load: () => import("../newsletter/staff/newsletter-section.tsx"),
  },
  {
    path: "proofs",
    label: "Proofs",
    summary: "Proof approval links and clients' decisions",
    load: () => import("../tools/proofs/staff/proofs-section.tsx"),
  },
  {
    path: "council-radar",
    label: "Council Radar",
    summary: "The councils Council Radar reads, and which are failing",
    load: () => import("../tools/council-radar/staff/councils-section.tsx"),
  },
  {
    path: "bot-tester",
    label: "Bot Tester",
    summary: "TENFOLD's test cases, runs of them and what fails now",
    load: () => import("../tools/bot-tester/staff/bot-tester-section.tsx"),
  },
  {
    path: "tenfold",
    label: "TENFOLD",
    summary: "What visitors asked, what TENFOLD could not answer, voice use",
    load: () => import("../tenfold/staff/tenfold-section.tsx"),
  },
  {
    path: "health",
    label: "Health",
    summary: "The database and the site's settings",
    load: () => import("./health/health-section.tsx"),
  },
] as const satisfies readonly Section[];

/** The section a person lands on at /staff. */
export const FIRST_SECTION = SECTIONS[0].path;
