// The toasts and error texts of the spec's error catalogue (section 8), written out here as the
// spec gives them, against the constants the site shows. A change of wording in the code that
// the spec does not make fails here. (The forms' end-to-end tests check each toast on screen.)
import { describe, expect, it } from "vitest";
import { CHAT_FAILURE_MESSAGE } from "../../web/tenfold/use-exchange.ts";
import { messages } from "#shared/messages.ts";

describe("toasts: the texts and timings the site promises", () => {
  it("contact: failure and success", () => {
    expect([messages.contact.failureTitle, messages.contact.failureBody]).toEqual([
      "Error",
      "There was a problem sending your message. Please try again.",
    ]);
    expect([messages.contact.successTitle, messages.contact.successBody]).toEqual([
      "Message sent",
      "Thank you for your inquiry. We'll get back to you soon.",
    ]);
  });

  it("subscribe: success, failure fallback and network error", () => {
    expect([messages.subscribe.successTitle, messages.subscribe.successBody]).toEqual([
      "Successfully subscribed!",
      "You'll receive our latest insights and analysis.",
    ]);
    expect([messages.subscribe.failureTitle, messages.subscribe.failureFallback]).toEqual([
      "Subscription failed",
      "Please try again later.",
    ]);
    expect([messages.subscribe.networkTitle, messages.subscribe.networkBody]).toEqual([
      "Network error",
      "Please check your connection and try again.",
    ]);
  });

  it("chat: the assistant's failure message", () => {
    expect(CHAT_FAILURE_MESSAGE).toBe(
      "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
    );
  });
});
