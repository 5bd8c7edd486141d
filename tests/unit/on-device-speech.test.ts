// The pieces of TENFOLD's keyless voice that need no browser: what a result event heard, which
// recognition errors end the session, the UK voice, and an answer made fit to be spoken.
import { describe, expect, it } from "vitest";
import { heard, recognitionFailure, spokenText, ukVoice } from "../../web/tenfold/on-device-speech.ts";

const result = (text: string, isFinal: boolean) => Object.assign([{ transcript: text }], { isFinal });

describe("keyless voice", () => {
  it("reads what has been heard so far, and whether the visitor has finished", () => {
    expect(heard({ resultIndex: 0, results: [result("What are your ", false)] })).toEqual({
      text: "What are your",
      final: false,
    });
    expect(heard({ resultIndex: 0, results: [result("What are your", true), result(" opening hours", true)] })).toEqual(
      { text: "What are your opening hours", final: true },
    );
  });

  it("ends the session only for errors a retry will not cure, in words a visitor understands", () => {
    expect(recognitionFailure("no-speech")).toBeUndefined();
    expect(recognitionFailure("aborted")).toBeUndefined();
    expect(recognitionFailure("not-allowed")).toMatch(/^Microphone access was denied/);
    expect(recognitionFailure("language-not-supported")).toBe("This browser cannot recognise speech on this device.");
    expect(recognitionFailure("network")).toBe("Speech recognition stopped (network).");
  });

  it("speaks the first part of an answer, without Markdown, addresses or reading pointers", () => {
    const answer =
      "**Opening hours**\n\nOur offices are open Monday to Friday, 09:00 to 18:00. See [the contact page](/#contact) or https://cal.example.com/x.\n\nRead more: [Opening hours](/#about).\n\n---\n\n**Fees**\n\nFrom £6,000.";
    expect(spokenText(answer)).toBe(
      "Opening hours Our offices are open Monday to Friday, 09:00 to 18:00. See the contact page or the link on screen.",
    );
  });

  it("chooses a UK English voice, then any English one", () => {
    const voice = (lang: string, name: string) => ({ lang, name }) as SpeechSynthesisVoice;
    expect(ukVoice([voice("en-US", "US"), voice("en-GB", "UK")])?.name).toBe("UK");
    expect(ukVoice([voice("fr-FR", "FR"), voice("en-US", "US")])?.name).toBe("US");
    expect(ukVoice([voice("fr-FR", "FR")])).toBeUndefined();
  });
});
