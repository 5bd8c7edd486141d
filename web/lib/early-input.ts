// What a visitor does before React is listening. Every page arrives as HTML and its buttons are
// painted at once, but their code is attached only when the app has loaded and hydrated (about a
// second later on the home page on a slow phone). A few lines inlined into every page's <head>
// (captureEarlyInput, below) keep the first press of each button, the Ctrl/Cmd+K shortcut, any
// `triggerTenfold` page event and any form sent in that window; the entry script starts loading
// the app at the first of them; the page hands them over once it has hydrated
// (replay-early-input.ts). From the moment
// React's own listeners exist (hydrateRoot), React handles a click on a part it has not hydrated
// yet by hydrating that part first, so only earlier clicks need keeping; the shortcut and the
// page event also wait for their listeners.

/** What the inline capture keeps on `window`, for the app to pick up. */
export interface EarlyInput {
  /** Buttons pressed before React listened, each kept once, in the order pressed. */
  readonly clicked: HTMLElement[];
  palette: boolean;
  tenfold: boolean;
  /** A press, shortcut, event or form was kept. */
  kept: boolean;
  /** React has attached its listeners: clicks are its own from now on. */
  reactListening: boolean;
  /** Runs at each kept input (the entry script starts loading the app and what was asked for). */
  onKept?: () => void;
  /** Stops keeping presses, the shortcut and page events (held forms stay held). */
  stop: () => void;
}

declare global {
  interface Window {
    /** Set by the inline capture script; read by the entry script and the app. */
    __earlyInput?: EarlyInput;
  }
}

/**
 * On a submit button that the page disables while a field is empty: names that field. Before the
 * code loads, the capture enables the button as soon as the field has text, as the code will.
 */
export const NEEDS_INPUT_ATTRIBUTE = "data-needs-input";

/** Set on <html> while kept input waits for the app, for a "working on it" cursor. */
export const EARLY_PENDING_ATTRIBUTE = "data-early-pending";

/** The names the inline capture needs, passed in because its source must stand alone. */
export interface CaptureNames {
  readonly needsInput: string;
  /** On a form that posts natively, script or none (a page's own form): never held. */
  readonly nativeSubmit: string;
  readonly pending: string;
  readonly pendingSubmit: string;
  readonly trigger: string;
}

/**
 * Starts keeping early input. The prerender inlines this function's source into every page's
 * <head> (build/prerender.ts), so it listens before anything is painted; it must therefore refer
 * to nothing outside itself. Clicks on script-driven buttons (not submit buttons: forms are held
 * whole; not links: they work natively) are kept while React is not listening; a form sent
 * before its code has loaded is stopped and marked, to be sent by its code (form-drafts.ts);
 * Ctrl/Cmd+K is kept from the browser, whose own search box it would otherwise open.
 */
export function captureEarlyInput(win: Window, names: CaptureNames): void {
  const doc = win.document;
  if (win.__earlyInput) return;
  const input: EarlyInput = {
    clicked: [],
    palette: false,
    tenfold: false,
    kept: false,
    reactListening: false,
    stop: () => undefined,
  };
  // Only the capture installed on the window acts (one per page; a test installs a fresh one).
  const current = () => win.__earlyInput === input;
  const keep = () => {
    doc.documentElement.setAttribute(names.pending, "");
    input.kept = true;
    input.onKept?.();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!current() || input.reactListening || event.button !== 0 || !(target instanceof Element)) return;
    const button = target.closest("button");
    const root = doc.getElementById("root");
    if (!button || button.type === "submit" || button.disabled || !root?.contains(button)) return;
    if (input.clicked.includes(button)) return;
    input.clicked.push(button);
    keep();
  };
  const onKey = (event: KeyboardEvent) => {
    if (!current() || event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    event.preventDefault();
    input.palette = true;
    keep();
  };
  const onTrigger = () => {
    if (!current() || doc.documentElement.dataset["tenfold"] === "ready") return;
    input.tenfold = true;
    keep();
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!current() || input.reactListening || !(field instanceof HTMLInputElement) || !field.form) return;
    for (const button of field.form.querySelectorAll<HTMLButtonElement>(
      `button[${names.needsInput}="${field.name}"]`,
    )) {
      button.disabled = field.value.trim() === "";
    }
  };
  // Bubbling to the window, after any handler of the form's own: one that ran prevented it.
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (
      !current() ||
      event.defaultPrevented ||
      !(form instanceof HTMLFormElement) ||
      form.hasAttribute(names.nativeSubmit)
    )
      return;
    event.preventDefault();
    form.setAttribute(names.pendingSubmit, "");
    form.setAttribute("aria-busy", "true");
    if (!input.reactListening) keep();
  };
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("input", onInput, true);
  win.addEventListener("keydown", onKey, true);
  win.addEventListener(names.trigger, onTrigger);
  win.addEventListener("submit", onSubmit);
  input.stop = () => {
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("input", onInput, true);
    win.removeEventListener("keydown", onKey, true);
    win.removeEventListener(names.trigger, onTrigger);
  };
  win.__earlyInput = input;
}

/**
 * On a button whose action needs more code than the app's (a dialog, the palette, TENFOLD's
 * panel): names it, so a press before the app has loaded fetches it alongside the app.
 */
export const EARLY_LOAD_ATTRIBUTE = "data-early-load";

/** Marks a form that needs no script: its native post is the action, before hydration and after. */
export const NATIVE_SUBMIT_ATTRIBUTE = "data-native-submit";

const EARLY_LOAD_NAMES = ["contact", "palette", "tenfold"] as const;
export type EarlyLoad = (typeof EARLY_LOAD_NAMES)[number];
const isEarlyLoad = (name: string | null): name is EarlyLoad => EARLY_LOAD_NAMES.some((load) => load === name);

/** The attribute that names what a button opens, for its JSX: `<button {...earlyLoad("contact")}>`. */
export const earlyLoad = (name: EarlyLoad) => ({ [EARLY_LOAD_ATTRIBUTE]: name });

/** The code the kept input asks for, by the names buttons give in EARLY_LOAD_ATTRIBUTE. */
export function keptLoads(input: EarlyInput): Set<EarlyLoad> {
  const loads = new Set<EarlyLoad>();
  for (const control of input.clicked) {
    const name = control.getAttribute(EARLY_LOAD_ATTRIBUTE);
    if (isEarlyLoad(name)) loads.add(name);
  }
  if (input.palette) loads.add("palette");
  if (input.tenfold) loads.add("tenfold");
  return loads;
}

/** Runs `onKept` at each kept input, and at once if some was kept before this call. */
export function whenInputKept(onKept: (input: EarlyInput) => void, win: Window = window): void {
  const input = win.__earlyInput;
  if (!input) return;
  input.onKept = () => onKept(input);
  if (input.kept) onKept(input);
}

/** Called right after hydrateRoot: React's listeners exist, so later clicks are left to React. */
export function reactIsListening(win: Window = window): void {
  const input = win.__earlyInput;
  if (input) input.reactListening = true;
}
