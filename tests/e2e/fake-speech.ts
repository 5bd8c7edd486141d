// The Web Speech API faked at the browser API boundary, for the voice specs: SpeechRecognition
// with its on-device methods (every recognition started is recorded in window.__speech), and
// speechSynthesis.
import type { Page } from "@playwright/test";

export type Availability = "available" | "downloadable" | "unavailable";

/** Installs the fake speech APIs; `availability` is what on-device recognition reports for en-GB. */
export async function fakeSpeech(page: Page, availability: Availability) {
  await page.addInitScript((initial: Availability) => {
    interface Fake {
      running: boolean;
      lang: string;
      processLocally: boolean;
      onstart?: () => void;
      onspeechstart?: () => void;
      onresult?: (e: unknown) => void;
      onerror?: (e: unknown) => void;
      onend?: () => void;
      stop(): void;
    }
    const speech = {
      availability: initial as string,
      installs: 0,
      asked: [] as unknown[],
      recognitions: [] as Fake[],
      spoken: [] as { text: string; lang: string; voice?: string }[],
    };
    (window as unknown as { __speech: typeof speech }).__speech = speech;
    class FakeSpeechRecognition {
      static available(options: unknown) {
        speech.asked.push(options);
        return Promise.resolve(speech.availability);
      }
      static install() {
        speech.installs += 1;
        speech.availability = "available";
        return Promise.resolve(true);
      }
      lang = "";
      continuous = true;
      interimResults = false;
      processLocally = false;
      running = false;
      onstart: (() => void) | null = null;
      onspeechstart: (() => void) | null = null;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        this.running = true;
        speech.recognitions.push(this as unknown as Fake);
        setTimeout(() => this.onstart?.(), 0);
      }
      stop() {
        if (!this.running) return;
        this.running = false;
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {
        this.stop();
      }
    }
    const w = window as unknown as Record<string, unknown>;
    w["SpeechRecognition"] = FakeSpeechRecognition;
    w["webkitSpeechRecognition"] = FakeSpeechRecognition;
    const listening = () => speech.recognitions.filter((r) => r.running).at(-1);
    w["__hear"] = (text: string, isFinal: boolean) => {
      const r = listening();
      if (!r) return false;
      r.onspeechstart?.();
      r.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal })] });
      if (isFinal) r.stop();
      return true;
    };
    w["__recognitionError"] = (error: string) => {
      const r = listening();
      r?.onerror?.({ error });
      r?.stop();
    };
    let utterance: {
      text: string;
      lang: string;
      voice?: { name: string };
      onstart?: () => void;
      onend?: () => void;
    } | null = null;
    const synth = {
      speak(u: typeof utterance) {
        if (!u) return;
        utterance = u;
        speech.spoken.push({ text: u.text, lang: u.lang, ...(u.voice ? { voice: u.voice.name } : {}) });
        setTimeout(() => u.onstart?.(), 0);
      },
      cancel() {
        const u = utterance;
        utterance = null;
        if (u) setTimeout(() => u.onend?.(), 0);
      },
      getVoices: () => [
        { lang: "en-US", name: "Fake US English" },
        { lang: "en-GB", name: "Fake UK English" },
      ],
    };
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: synth });
    w["SpeechSynthesisUtterance"] = class {
      lang = "";
      voice: { name: string } | null = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    };
    w["__finishSpeaking"] = () => {
      const u = utterance;
      utterance = null;
      u?.onend?.();
    };
  }, availability);
}
