// What TENFOLD answers that no single page holds: how to reach the firm, where and when it is
// open, and overviews (all services, all tools, the team, the fees). Each topic carries the
// questions visitors ask about it, like every registry entry; build/knowledge/knowledge.ts writes its
// answer from the site config and the registries, so nothing here restates a fact.
import type { Asked } from "./types.ts";

export type TopicId =
  | "elsewhere"
  | "greeting"
  | "assistant"
  | "contact"
  | "offices"
  | "hours"
  | "services"
  | "tools"
  | "insights"
  | "team"
  | "case-studies"
  | "fees";

export const assistantTopics = {
  /**
   * Questions about the world rather than the firm, and requests for opinions: TENFOLD declines
   * these when they match best, however many words they share with a page.
   */
  elsewhere: {
    asks: [
      "who is the prime minister",
      "who is my local MP",
      "who is the mayor or council leader",
      "what do you think of that political party",
      "which party should I vote for",
      "what is your personal opinion",
      "what's the weather forecast",
      "what's in the news today",
      "what's the share price or exchange rate",
      "should I invest in",
      // Residents sometimes take a consultancy for the council: their own public services are the council's to answer.
      "how do I apply for a council tax reduction or benefits",
      "when are my bins collected",
      "how do I appeal a parking fine",
      "how do I get a school place for my child",
    ],
  },
  greeting: {
    asks: ["hello", "hi there", "hey tenfold", "good morning", "good afternoon", "hiya"],
  },
  assistant: {
    asks: [
      "who are you",
      "what are you",
      "are you a bot or a real person",
      "what can you do for me",
      "what is tenfold",
      "are you an ai",
    ],
  },
  contact: {
    asks: [
      "how do I get in touch",
      "what is your phone number",
      "what is your email address",
      "how can I contact you",
      "can I speak to a real person",
      "I want to talk to a consultant",
      "can I book a call or meeting",
      "how do I arrange an introductory call",
      "send you a message",
      "press enquiries contact",
      "I'm a journalist, who should I speak to",
      "I'm a reporter on a story, who do I contact for comment",
      "media enquiries",
      "are you on linkedin or social media",
      "how quickly do you reply to messages",
      "when will someone get back to me",
    ],
  },
  offices: {
    asks: [
      "where are your offices",
      "where are you based",
      "what is your address",
      "do you have an office near me",
      "which cities are you in",
      "can I visit your office",
    ],
  },
  hours: {
    asks: [
      "what are your opening hours",
      "when are you open",
      "are you open at the weekend",
      "what time do you close",
      "are you open on saturday",
      "office hours",
    ],
  },
  services: {
    asks: [
      "what do you do",
      "what services do you offer",
      "how can you help my organisation",
      "what kind of work do you take on",
      "show me what you do",
      "what are your specialisms",
    ],
  },
  tools: {
    asks: [
      "what tools have you built",
      "show me your innovations",
      "what software do you use",
      "which tools can clients use",
      "list your products",
      "what platforms do you have",
    ],
  },
  insights: {
    asks: [
      "what are your latest insights",
      "show me your insights",
      "do you have a blog",
      "latest articles and analysis",
      "what have you written recently",
      "newest briefing",
    ],
  },
  team: {
    asks: [
      "who would I be working with",
      "who is on your team",
      "meet the team",
      "who are your consultants",
      "who runs the firm",
      "how many people work there",
      "who would be on my account day to day",
      "tell me about your people and their backgrounds",
    ],
  },
  "case-studies": {
    asks: [
      "do you have case studies",
      "show me examples of your work",
      "what have you achieved for clients",
      "proof that you deliver results",
      "past projects",
      "track record",
    ],
  },
  fees: {
    asks: [
      "what does it cost to work with you",
      "how much do you charge",
      "what are your prices",
      "what are your fees",
      "is it expensive",
      "what budget do we need",
      "do you work on retainer",
      "what are your rates",
    ],
  },
} as const satisfies Record<TopicId, Asked>;
