// What the model is given for a question put in everyday words (recall first, see
// functions/lib/tenfold/chat/model-context.ts): the passage that states the answer in the site's own
// words, and, besides the best passages, how to get in touch.
import { describe, expect, it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import { contextFor } from "../../functions/lib/tenfold/chat/model-context.ts";
import { MODEL_PASSAGES } from "../../functions/lib/tenfold/chat/model-retrieval.ts";

const given = (question: string) => contextFor(question, [], answerBuiltIn(question, []));
const textOf = (question: string) =>
  given(question)
    .flatMap((p) => [p.page, p.heading, ...p.paragraphs])
    .join(" ");

describe("the passages a model is given", () => {
  it.each([
    ["How does your billing work?", "We price by phase rather than by the hour"],
    ["What's your hourly rate?", "We price by phase rather than by the hour"],
    ["How frequently do you send the newsletter?", "about once a month"],
    ["I'm worried about spam if I sign up", "about once a month"],
    ["Can I see a sample councillor profile?", "Amelia Hart"],
  ])("include the one that answers %j, though it says so in other words", (question, answer) => {
    expect(textOf(question)).toContain(answer);
  });

  it("are the best passages and then how to get in touch, which takes none of their places", () => {
    const passages = given("How do I contact your press office?");
    expect(passages).toHaveLength(MODEL_PASSAGES + 1);
    expect(passages.at(-1)?.id).toBe("topic:contact");
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
  });
});
