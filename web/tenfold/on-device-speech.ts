// The browser's own speech, for TENFOLD's keyless voice: recognition through the Web Speech API
// only where the browser recognises speech on the device (processLocally), so a visitor's voice
// never leaves it, and answers spoken with speechSynthesis in a UK English voice.

/** The parts of SpeechRecognition TENFOLD uses, including the on-device additions (2025). */
export interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onstart: (() => void) | null;
  onspeechstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<ArrayLike<{ readonly transcript: string }> & { readonly isFinal: boolean }>;
}

type Availability = "available" | "downloadable" | "downloading" | "unavailable";

interface RecognitionClass {
  new (): Recognition;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<Availability>;
  install?: (options: { langs: string[]; processLocally: boolean }) => Promise<boolean>;
}

export const VOICE_LANG = "en-GB";
export const AVAILABILITY_TIMEOUT_MS = 3000;

function recognitionClass(): RecognitionClass | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Whether this browser can recognise UK English on the device: "ready", "needs-download" (the
 * language pack must be installed first, with the visitor's agreement) or "unsupported".
 */
export async function onDeviceSupport(): Promise<"ready" | "needs-download" | "unsupported"> {
  const Recognition = recognitionClass();
  if (!Recognition?.available || !("speechSynthesis" in window)) return "unsupported";
  try {
    // Some browsers never settle the check (Chromium without its speech component): after a few
    // seconds the answer is "no", and the visitor sees why voice is unavailable.
    const status = await Promise.race([
      Recognition.available({ langs: [VOICE_LANG], processLocally: true }),
      new Promise<Availability>((resolve) => setTimeout(() => resolve("unavailable"), AVAILABILITY_TIMEOUT_MS)),
    ]);
    return status === "available"
      ? "ready"
      : status === "downloadable" || status === "downloading"
        ? "needs-download"
        : "unsupported";
  } catch {
    return "unsupported";
  }
}

/** Installs the UK English pack for on-device recognition; true when it is ready to use. */
export async function installOnDevice(): Promise<boolean> {
  try {
    return (await recognitionClass()?.install?.({ langs: [VOICE_LANG], processLocally: true })) === true;
  } catch {
    return false;
  }
}

/** A recogniser that must work on the device, for one utterance at a time, with words as they are heard. */
export function createRecognition(): Recognition | undefined {
  const Recognition = recognitionClass();
  if (!Recognition) return undefined;
  const recognition = new Recognition();
  recognition.lang = VOICE_LANG;
  recognition.processLocally = true;
  recognition.continuous = false;
  recognition.interimResults = true;
  return recognition;
}

/** What a recognition result event has heard so far, and whether the visitor has finished speaking. */
export function heard(event: RecognitionResultEvent): { text: string; final: boolean } {
  let text = "";
  let final = false;
  for (const result of Array.from(event.results)) {
    if (!result) continue;
    text += result[0]?.transcript ?? "";
    final = result.isFinal;
  }
  return { text: text.trim(), final };
}

/** The visitor-facing words for a recognition error, or undefined for one that just means "try again". */
export function recognitionFailure(error: string): string | undefined {
  switch (error) {
    case "no-speech":
    case "aborted":
      return undefined;
    case "not-allowed":
      return "Microphone access was denied. Allow the microphone for this site to talk to TENFOLD.";
    case "audio-capture":
      return "No microphone was found. Check that one is connected.";
    case "service-not-allowed":
    case "language-not-supported":
      return "This browser cannot recognise speech on this device.";
    default:
      return `Speech recognition stopped (${error}).`;
  }
}

/**
 * An answer as it should be spoken: the first part only (an answer to several questions is split
 * by "---"), without Markdown, links' addresses or the "Read more" pointers, which are for reading.
 */
export function spokenText(markdown: string): string {
  const [first = ""] = markdown.split(/\n-{3,}\n/);
  return first
    .split("\n")
    .filter((line) => !/^Read more:/i.test(line.trim()))
    .join("\n")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+?(?=[.,;:!?)]?(?:\s|$))/g, "the link on screen")
    .replace(/[*_`#>]/g, "")
    .replace(/^\s*-\s+/gm, "")
    .replace(/\s*\n+\s*/g, " ")
    .trim();
}

/** A UK English voice if the device has one, else any English voice, else the default. */
export function ukVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  return (
    voices.find((v) => v.lang === VOICE_LANG) ??
    voices.find((v) => v.lang.replace("_", "-").toLowerCase() === "en-gb") ??
    voices.find((v) => v.lang.startsWith("en"))
  );
}
