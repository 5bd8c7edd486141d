// The suggestion list: prompt buttons on the home page and in the header Menu.
// Each either opens TENFOLD ("/" with isSpecial) or scrolls to a home-page section.
import { site } from "#shared/site.ts";

export type SuggestionIcon = "sparkles" | "handshake" | "briefcase" | "lightbulb" | "users" | "newspaper";

export interface Suggestion {
  readonly text: string;
  readonly href: string;
  readonly icon: SuggestionIcon;
  readonly description: string;
  readonly isSpecial: boolean;
}

export const suggestions = [
  {
    text: "Show me Tenfold",
    href: "/",
    icon: "sparkles",
    description: `The ${site.product} AI Assistant`,
    isSpecial: true,
  },
  {
    text: "Show me why we should work together",
    href: "/#why-us",
    icon: "handshake",
    description: "Discover our expertise and approach",
    isSpecial: false,
  },
  {
    text: "Show me what you do",
    href: "/#services",
    icon: "briefcase",
    description: "Discover our strategic communications expertise",
    isSpecial: false,
  },
  {
    text: "Show me your innovations",
    href: "/#innovations",
    icon: "lightbulb",
    description: "Explore our latest tools and solutions",
    isSpecial: false,
  },
  {
    text: "Show me your team",
    href: "/#about",
    icon: "users",
    description: "Meet our strategic communications experts",
    isSpecial: false,
  },
  {
    text: "Show me your insights",
    href: "/#insights",
    icon: "newspaper",
    description: "Read our latest analysis and case studies",
    isSpecial: false,
  },
] as const satisfies readonly Suggestion[];

/** Home-page sections the header tracks and highlights as the visitor scrolls. */
export const trackedSections = [
  { id: "why-us", label: "Why us" },
  { id: "services", label: "Services" },
  { id: "innovations", label: "Innovations" },
  { id: "about", label: "About" },
  { id: "insights", label: "Insights" },
  { id: "contact", label: "Contact" },
] as const;

export type SectionId = (typeof trackedSections)[number]["id"];
