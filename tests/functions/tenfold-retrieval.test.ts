// How TENFOLD reads a question without a model: the behaviours behind the evaluation's figures,
// each on its own (compound questions, follow-ups, honest declines, who a profile answers for,
// the section that states a fact, the kind of fact asked for, idioms).
import { describe, expect, it } from "vitest";
import { answerBuiltIn, askedQuestions, questionParts } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import { synonymsOf } from "../../functions/lib/tenfold/chat/synonyms.ts";
import { stem } from "../../functions/lib/tenfold/chat/terms.ts";

describe("reading a question", () => {
  it("meets a word's common forms and its synonyms", () => {
    expect(stem("fees")).toBe(stem("fee"));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("declared")).toBe(stem("declare"));
    expect(synonymsOf(stem("cost"))).toContain(stem("fee"));
    expect(synonymsOf(stem("unsubscribe"))).toContain(stem("newsletter"));
  });

  it("splits a comparison and two questions in one message into their parts", () => {
    expect(questionParts("What's the difference between Council Radar and GovCal Pro?")).toEqual([
      "Council Radar",
      "GovCal Pro",
    ]);
    expect(questionParts("Where are you based? And when do you open?")).toHaveLength(2);
    expect(questionParts("Do you do planning and infrastructure work?")).toHaveLength(1);
    expect(questionParts("How is Early Warning different from StoryScanner?")).toEqual([
      "Early Warning",
      "StoryScanner",
    ]);
  });
});

describe("a message that explains before it asks", () => {
  it("is answered by its question, with the statement before it when the question points back", () => {
    expect(askedQuestions("We're a charity based in Clifton. Do you charge for travel to our meetings?")).toBe(
      "Do you charge for travel to our meetings?",
    );
    // A question too short to name its topic, or one that points back, is read with the statement before it.
    expect(askedQuestions("I sent you a subject access request. How long do you have to respond?")).toContain(
      "subject access request",
    );
    expect(askedQuestions("Where are you based? When do you open?")).toBeUndefined();
    const answer = answerBuiltIn(
      "We're a small charity based in Bristol and honestly quite new to working with consultants of any kind. If your consultants come to us for meetings, do you charge for their travel?",
    );
    expect(answer.declined).toBe(false);
    expect(answer.text).toContain("at cost");
  });

  it("still declines when the question itself is outside the site", () => {
    for (const question of [
      "I've just lost my job. How do I apply to my council for a council tax reduction?",
      "We're a developer in Leeds. What's the weather going to be like tomorrow?",
      "My neighbour is building a two-storey extension that blocks the light to my kitchen. Do I have a right to light claim against them?",
    ]) {
      expect(answerBuiltIn(question).declined, question).toBe(true);
    }
  });
});

describe("visitors' own words", () => {
  it("reads the site's word for theirs: a pop-up is the cookie banner, a DPO asks about data protection", () => {
    const banner = answerBuiltIn("Why didn't I get a cookie pop-up on your site?");
    expect(banner.declined).toBe(false);
    expect(banner.sources.map((s) => s.url.split("#")[0])).toContain("/cookie-policy");
    // "who've", "somewhere" and "insists" say nothing the site could be asked about.
    expect(answerBuiltIn("Can I book a slot for the free intro call online somewhere?").declined).toBe(false);
  });

  it("reads a question that refers back to the statement before it with that statement", () => {
    const answer = answerBuiltIn(
      "You helped a food and drink trade body amend a Bill. How much extra time did their members get?",
    );
    expect(answer.declined).toBe(false);
    expect(answer.sources.map((s) => s.url)).toContain("/case-studies/trade-association-bill-amendment");
  });
});

describe("answering", () => {
  it("answers who a demonstration councillor is only when the question names them", () => {
    const named = answerBuiltIn("Is Amelia Hart a real councillor?");
    expect(named.declined).toBe(false);
    expect(named.text).toMatch(/fictional/);
    expect(named.sources.map((s) => s.url)).toContain("/councillor/cllr-amelia-hart");
    expect(answerBuiltIn("Who leads your planning work?").used.some((p) => p.kind === "councillor")).toBe(false);
  });

  it("answers each part of a compound question, with a link for each", () => {
    const answer = answerBuiltIn("What is Council Radar, and what does the first call cost?");
    expect(answer.declined).toBe(false);
    expect(answer.text).toContain("](/council-radar");
    expect(answer.text).toMatch(/free/i);
  });

  it("reads a follow-up with the question before it", () => {
    const alone = answerBuiltIn("And what did she do before?");
    const after = answerBuiltIn("And what did she do before?", [
      { role: "user", text: "Who is Priya Nair?" },
      { role: "ai", text: "**Priya Nair, Director (Planning and Infrastructure)**" },
    ]);
    expect(alone.used.some((p) => p.id === "person:priya-nair")).toBe(false);
    expect(after.used[0]?.id).toBe("person:priya-nair");
    expect(after.text).toContain("Previously");
  });

  it("declines a question about something the site never mentions, offering a person instead of a page", () => {
    const answer = answerBuiltIn("Can you recommend a good orthodontist?");
    expect(answer.declined).toBe(true);
    expect(answer.text).toContain("can't find that on our site");
    expect(answer.sources).toEqual([]);
    expect(answer.actions.map((a) => a.type)).toContain("open-contact");
    // It names the visitor's own words, as typed, not the stems it searched for.
    expect(answerBuiltIn("Can you help me now that I am divorced?").text).toContain("“divorced”");
  });

  it("declines requests for opinions and questions about who holds public office", () => {
    for (const question of ["What do you think about the Green Party?", "Who is the current Home Secretary?"]) {
      expect(answerBuiltIn(question).declined, question).toBe(true);
    }
  });

  it("quotes the section of a page that states the fact, not the page's summary", () => {
    // The consultations article is found by what visitors ask about it; the principles are in its second section.
    expect(answerBuiltIn("What are the Gunning principles?").text).toContain("formative stage");
  });

  it("prefers a passage that states the kind of fact asked for: a duration for 'how long'", () => {
    expect(answerBuiltIn("How long do you keep contact form messages?").text).toContain("24 months");
    expect(answerBuiltIn("How long does a consultation response take?").text).toContain("three to eight weeks");
  });

  it("reads idioms and 'who' questions as meant", () => {
    expect(answerBuiltIn("How quickly will I hear back if I send you a message?").text).toContain("one working day");
    expect(answerBuiltIn("Who tests TENFOLD?").used[0]?.id).toBe("person:rhys-pritchard");
    expect(answerBuiltIn("Does anybody there have civil service experience?").text).toContain("Siobhan Gallagher");
    // "Who do I contact?" asks for a route, not a consultant.
    expect(answerBuiltIn("I'm a journalist, who do I contact?").text).toContain("press@example.com");
  });

  it("offers a consultant's profile only for questions about that person or who does what", () => {
    expect(answerBuiltIn("Who leads your crisis communications work?").used[0]?.kind).toBe("person");
    expect(answerBuiltIn("What did Daniel Osei do before joining?").text).toContain("Daniel Osei");
    expect(answerBuiltIn("What is Daniel Osei's favourite film?").declined).toBe(true);
  });
});
