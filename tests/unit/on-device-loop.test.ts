// The keyless voice's loop with the browser's speech faked at its API: it hears a question, asks
// it, speaks the answer and listens again; an answer that arrives after a hang-up is not spoken.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OnDeviceLoop } from "../../web/tenfold/on-device-loop.ts";
import type { Recognition } from "../../web/tenfold/on-device-speech.ts";
import type { VoiceEvent } from "../../web/tenfold/voice-state.ts";

const recognitions: Recognition[] = [];
const spoken: { text: string; onend: (() => void) | null }[] = [];

class FakeRecognition extends EventTarget {
  lang = "";
  continuous = false;
  interimResults = false;
  processLocally = false;
  onstart: (() => void) | null = null;
  onspeechstart: (() => void) | null = null;
  onresult: Recognition["onresult"] = null;
  onerror: Recognition["onerror"] = null;
  onend: (() => void) | null = null;
  constructor() {
    super();
    recognitions.push(this);
  }
  start() {
    this.onstart?.();
  }
  stop() {}
  abort() {}
}

/** The visitor finishes saying `text` to the newest recognition. */
function say(text: string) {
  const recognition = recognitions.at(-1);
  recognition?.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
  recognition?.onend?.();
}

beforeEach(() => {
  recognitions.length = 0;
  spoken.length = 0;
  vi.stubGlobal("SpeechRecognition", FakeRecognition);
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      lang = "";
      voice: unknown = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal("speechSynthesis", {
    getVoices: () => [],
    cancel: () => {},
    speak: (utterance: { text: string; onend: (() => void) | null }) => spoken.push(utterance),
  });
});
afterEach(() => vi.unstubAllGlobals());

function loop(ask: (question: string) => Promise<string>) {
  const events: VoiceEvent[] = [];
  const answers: [string, string][] = [];
  const voice = new OnDeviceLoop(ask, {
    dispatch: (event) => events.push(event),
    hearing: () => {},
    answering: (question, answer) => answers.push([question, answer]),
  });
  return { voice, events, answers };
}

describe("the keyless voice's loop", () => {
  it("asks what it heard, speaks the answer, then listens again", async () => {
    const ask = vi.fn(async () => "We are based in **Bristol**.");
    const { voice, events, answers } = loop(ask);
    voice.start();
    expect(events.map((e) => e.type)).toEqual(["start", "microphone-granted", "connected"]);
    say("Where are you based?");
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    expect(ask).toHaveBeenCalledWith("Where are you based?");
    expect(answers).toEqual([["Where are you based?", "We are based in Bristol."]]);
    expect(recognitions).toHaveLength(1);
    spoken[0]?.onend?.();
    expect(recognitions).toHaveLength(2);
    expect(events.at(-1)).toEqual({ type: "connected" });
  });

  it("does not speak, in a new call, the answer to a question asked before a hang-up", async () => {
    let reply: (text: string) => void = () => {};
    const { voice, answers } = loop(() => new Promise<string>((resolve) => (reply = resolve)));
    voice.start();
    say("Where are you based?");
    voice.stop();
    voice.start();
    reply("In Bristol.");
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toEqual([]);
    expect(spoken).toEqual([]);
  });
});
