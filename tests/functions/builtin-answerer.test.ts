// Without an API key TENFOLD must still answer common visitor questions correctly.
import { describe, expect, it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";

const cases: readonly { q: string; facts: readonly (string | RegExp)[]; links?: readonly string[]; action?: string }[] =
  [
    {
      q: "What do you do?",
      facts: ["Crisis Communications", "Political Affairs", "Stakeholder Engagement"],
      links: ["/services/strategy"],
      action: "/#services",
    },
    { q: "Show me your services", facts: ["Public Relations"], action: "/#services" },
    { q: "What services do you offer?", facts: ["Digital Communications", "Policy Development"] },
    { q: "How can you help my organisation?", facts: ["Corporate Communications"] },
    { q: "Where are your offices?", facts: ["Bristol", "London", "14 Harbourside Walk", "3 Great Smith Street"] },
    { q: "Do you have an office in London?", facts: ["London", "SW1P 3XX"] },
    { q: "What is your address in Bristol?", facts: ["BS1 5XX"] },
    { q: "What are your opening hours?", facts: ["Monday to Friday", "09:00", "18:00"] },
    { q: "Are you open at weekends?", facts: ["Monday to Friday"] },
    { q: "How do I get in touch?", facts: ["hello@example.com", "0117 496 0123"], action: "open-contact" },
    { q: "What's your phone number?", facts: ["0117 496 0123"] },
    {
      q: "Can I book a call with someone?",
      facts: ["https://cal.example.com/larkspur/intro-call"],
      action: "https://cal.example.com/larkspur/intro-call",
    },
    { q: "What is your email address?", facts: ["hello@example.com"] },
    {
      q: "Tell me about crisis communications",
      facts: ["Crisis Communications"],
      links: ["/services/crisis-communications"],
    },
    {
      q: "Can you help with stakeholder engagement?",
      facts: ["Stakeholder Engagement"],
      links: ["/services/stakeholder-engagement"],
    },
    {
      q: "Do you do political affairs and lobbying work?",
      facts: ["Political Affairs"],
      links: ["/services/political-affairs"],
    },
    { q: "What does StoryScanner do?", facts: ["StoryScanner"], links: ["/storyscanner"] },
    { q: "What is GovCal Pro?", facts: ["GovCal Pro"], links: ["/govcal-pro"] },
    { q: "Tell me about Council Radar", facts: ["Council Radar"], links: ["/council-radar"] },
    { q: "What is the Proof Approvals tool?", facts: ["Proof Approvals"], links: ["/proof-approvals"] },
    { q: "How does SenseChecker work?", facts: ["SenseChecker"], links: ["/sensechecker"] },
    { q: "Can you help us win planning consent?", facts: [/planning/i], links: ["/outcomes/win-planning-consent"] },
    { q: "What tools have you built?", facts: ["StoryScanner", "AutoPress"], action: "/#innovations" },
    { q: "Who are you?", facts: [/TENFOLD|Larkspur Strategy/] },
    { q: "Hello", facts: ["TENFOLD"] },
    { q: "What are your latest insights?", facts: [/\/insights\//], action: "/insights" },
    { q: "How do you handle my personal data?", facts: [/privacy/i], links: ["/privacy-policy"] },
    {
      q: "What is the airspeed velocity of an unladen swallow?",
      facts: ["can't find that on our site"],
      action: "open-contact",
    },
    // The tools a visitor can try: TENFOLD says so and links the panel, for questions put in words
    // that are not the registry's own asks.
    { q: "Can I try StoryScanner myself?", facts: ["StoryScanner", /try/i], action: "/storyscanner#try-it" },
    {
      q: "Is there somewhere on the site I can check my own press release before we send it?",
      facts: ["SenseChecker"],
      action: "/sensechecker#try-it",
    },
    { q: "could I test the triage bot with an enquiry of mine", facts: ["Triage Bot"], action: "/triage-bot" },
  ];

describe("built-in answerer", () => {
  it("is asked at least 25 questions", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("answers: $q", ({ q, facts, links, action }) => {
    const answer = answerBuiltIn(q);
    for (const fact of facts) {
      if (typeof fact === "string") expect(answer.text).toContain(fact);
      else expect(answer.text).toMatch(fact);
    }
    for (const url of links ?? []) expect(answer.text).toMatch(new RegExp(`\\]\\(${url}[)#]`));
    if (action) {
      const targets = answer.actions.map((a) => (a.type === "navigate" ? a.href : a.type));
      expect(targets).toContain(action);
    }
  });
});
