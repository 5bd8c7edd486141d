// The keyless voice's loop, without React: listen on the device until a final result, ask the
// question (through the conversation), speak the answer with the browser's voice, then listen
// again, until the visitor hangs up, mutes or something fails. useOnDeviceVoice holds one.
import { ApiRequestError } from "../lib/api.ts";
import {
  createRecognition,
  heard,
  recognitionFailure,
  spokenText,
  ukVoice,
  VOICE_LANG,
  type Recognition,
} from "./on-device-speech.ts";
import type { VoiceEvent } from "./voice-state.ts";

/** What the loop reports: the status events, what it heard so far, and each answer it speaks. */
export interface OnDeviceListener {
  readonly dispatch: (event: VoiceEvent) => void;
  readonly hearing: (text: string) => void;
  readonly answering: (question: string, answer: string) => void;
}

export class OnDeviceLoop {
  active = false;
  private muted = false;
  private speaking = false;
  private recognition: Recognition | undefined;
  /** Which call this is: an answer that arrives after a hang-up and a new call is not spoken in it. */
  private call = 0;

  constructor(
    private readonly ask: (question: string) => Promise<string>,
    private readonly on: OnDeviceListener,
  ) {}

  start(): void {
    this.stop();
    this.call += 1;
    this.active = true;
    this.on.dispatch({ type: "start" });
    this.listen();
  }

  /** Ends listening and speaking; the status is the caller's to report. */
  stop(): void {
    this.active = false;
    this.muted = false;
    this.speaking = false;
    this.abortListening();
    if ("speechSynthesis" in window) window.speechSynthesis.cancel();
  }

  toggleMute(): void {
    this.muted = !this.muted;
    this.on.dispatch({ type: "toggle-mute" });
    if (this.muted) this.abortListening();
    else this.listen();
  }

  private fail(message: string): void {
    this.stop();
    this.on.dispatch({ type: "fail", message });
  }

  private abortListening(): void {
    const recognition = this.recognition;
    this.recognition = undefined;
    if (recognition) {
      recognition.onend = null;
      recognition.abort();
    }
  }

  private listen(): void {
    if (!this.active || this.muted || this.speaking || this.recognition) return;
    const recognition = createRecognition();
    if (!recognition) return this.fail("This browser cannot recognise speech on this device.");
    this.recognition = recognition;
    let finalText = "";
    recognition.onstart = () => {
      this.on.dispatch({ type: "microphone-granted" });
      this.on.dispatch({ type: "connected" });
    };
    recognition.onspeechstart = () => this.on.dispatch({ type: "activity", activity: "listening" });
    recognition.onresult = (event) => {
      const { text, final } = heard(event);
      this.on.hearing(text);
      this.on.dispatch({ type: "activity", activity: "listening" });
      if (final) finalText = text;
    };
    recognition.onerror = (event) => {
      const failure = recognitionFailure(event.error);
      if (failure) this.fail(failure);
    };
    recognition.onend = () => {
      if (this.recognition === recognition) this.recognition = undefined;
      if (!this.active) return;
      if (finalText) void this.answer(finalText);
      else this.listen();
    };
    recognition.start();
  }

  private async answer(question: string): Promise<void> {
    const call = this.call;
    const live = () => this.active && this.call === call;
    try {
      const reply = await this.ask(question);
      if (!live()) return;
      // The transcript shows what is said aloud: the answer's first part, as plain words.
      const spoken = spokenText(reply);
      this.on.answering(question, spoken);
      this.speak(spoken);
    } catch (error) {
      // The server's reason ("API request failed" when it gave none), or a failure of our own.
      if (live())
        this.fail(
          error instanceof ApiRequestError
            ? (error.serverMessage ?? "API request failed")
            : "TENFOLD could not answer just now.",
        );
    }
  }

  private speak(text: string): void {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = VOICE_LANG;
    const voice = ukVoice(window.speechSynthesis.getVoices());
    if (voice) utterance.voice = voice;
    const done = () => {
      if (!this.speaking) return;
      this.speaking = false;
      if (!this.active) return;
      this.on.dispatch({ type: "activity", activity: "ready" });
      this.listen();
    };
    utterance.onstart = () => this.active && this.on.dispatch({ type: "activity", activity: "speaking" });
    utterance.onend = done;
    utterance.onerror = done;
    this.speaking = true;
    window.speechSynthesis.speak(utterance);
  }
}
