// What is pressed, typed, sent or dispatched before the app has loaded: kept by the inline
// capture (run here from the very source the prerender inlines, so a reference to anything
// outside it would fail), handed to the app once, and left to React after that.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineEarlyInputScript } from "../../build/early-input-inline.ts";
import { EARLY_PENDING_ATTRIBUTE, reactIsListening, whenInputKept } from "../../web/lib/early-input.ts";
import { replayEarlyInput } from "../../web/lib/replay-early-input.ts";
import { PENDING_SUBMIT_ATTRIBUTE } from "../../web/lib/form-drafts.ts";
import { OPEN_PALETTE_EVENT } from "../../web/lib/palette-events.ts";
import { TRIGGER_TENFOLD_EVENT } from "../../web/lib/tenfold-events.ts";

function install() {
  // The inline script as a page runs it, minified: a plain script with only the browser's globals.
  new Function(inlineEarlyInputScript())(); // eslint-disable-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- running the inline script's source is what this test is for
}

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div><button id="outside" type="button">Outside</button>`;
}

const press = (element: Element) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
const ctrlK = () => {
  const event = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true });
  window.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  page(`<button id="menu" type="button">Menu</button><a id="link" href="#x">Link</a>
    <form aria-label="Newsletter sign-up"><input name="email"><button id="subscribe" type="submit" disabled data-needs-input="email">Subscribe</button></form>`);
  install();
});

afterEach(() => {
  // The next test installs a fresh capture; this one's listeners go quiet.
  delete window.__earlyInput;
  document.documentElement.removeAttribute(EARLY_PENDING_ATTRIBUTE);
  delete document.documentElement.dataset["tenfold"];
  document.body.innerHTML = "";
});

describe("before React listens", () => {
  it("keeps a pressed button once, however often it is pressed, and tells the entry script once", () => {
    const start = vi.fn();
    whenInputKept(start);
    const menu = document.getElementById("menu")!;
    press(menu);
    press(menu);
    expect(start).toHaveBeenCalledTimes(1);
    expect(window.__earlyInput?.clicked).toEqual([menu]);
    expect(document.documentElement.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(true);
  });

  it("starts the app at once when something was kept before the entry script ran", () => {
    press(document.getElementById("menu")!);
    const start = vi.fn();
    whenInputKept(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("leaves links, buttons outside the app and other mouse buttons alone", () => {
    press(document.getElementById("link")!);
    press(document.getElementById("outside")!);
    document.getElementById("menu")!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 1 }));
    expect(window.__earlyInput?.clicked).toEqual([]);
    expect(window.__earlyInput?.kept).toBe(false);
  });

  it("keeps Ctrl+K from the browser's own search box", () => {
    expect(ctrlK().defaultPrevented).toBe(true);
    expect(window.__earlyInput?.palette).toBe(true);
  });

  it("keeps a triggerTenfold event while TENFOLD is not listening, and not once it is", () => {
    window.dispatchEvent(new CustomEvent(TRIGGER_TENFOLD_EVENT));
    expect(window.__earlyInput?.tenfold).toBe(true);
    window.__earlyInput!.tenfold = false;
    document.documentElement.dataset["tenfold"] = "ready";
    window.dispatchEvent(new CustomEvent(TRIGGER_TENFOLD_EVENT));
    expect(window.__earlyInput?.tenfold).toBe(false);
  });

  it("enables a submit button that waits for its field as soon as the field has text, and disables it when emptied", () => {
    const field = document.querySelector<HTMLInputElement>("[name=email]")!;
    const button = document.getElementById("subscribe") as HTMLButtonElement;
    field.value = "early@example.com";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(button.disabled).toBe(false);
    field.value = "  ";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(button.disabled).toBe(true);
  });
});

describe("forms sent before their code has loaded", () => {
  const submit = (form: HTMLFormElement) => {
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  };

  it("holds back a submission no script handled, marks the form as waiting and starts the app", () => {
    const start = vi.fn();
    whenInputKept(start);
    const form = document.querySelector("form")!;
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("leaves a form that a script handled alone", () => {
    const form = document.querySelector("form")!;
    form.addEventListener("submit", (event) => event.preventDefault());
    submit(form);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it("still holds a form whose code loads later than the app (the home page's contact section)", () => {
    reactIsListening();
    replayEarlyInput();
    const form = document.querySelector("form")!;
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false);
  });
});

describe("handing over", () => {
  it("leaves clicks to React once it listens", () => {
    reactIsListening();
    press(document.getElementById("menu")!);
    expect(window.__earlyInput?.clicked).toEqual([]);
  });

  it("presses each kept button again, opens the palette and TENFOLD, once", () => {
    const menu = document.getElementById("menu")!;
    const pressed = vi.fn();
    press(menu);
    ctrlK();
    window.dispatchEvent(new CustomEvent(TRIGGER_TENFOLD_EVENT));
    menu.addEventListener("click", pressed);
    const palette = vi.fn();
    const tenfold = vi.fn();
    window.addEventListener(OPEN_PALETTE_EVENT, palette);
    window.addEventListener(TRIGGER_TENFOLD_EVENT, tenfold);
    reactIsListening();
    replayEarlyInput();
    replayEarlyInput();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(palette).toHaveBeenCalledTimes(1);
    expect(tenfold).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false);
    window.removeEventListener(OPEN_PALETTE_EVENT, palette);
    window.removeEventListener(TRIGGER_TENFOLD_EVENT, tenfold);
  });

  it("stops keeping the shortcut once handed over: the palette's own listener has it", () => {
    replayEarlyInput();
    expect(ctrlK().defaultPrevented).toBe(false);
  });

  it("does not press a kept button that has gone or been disabled since", () => {
    const menu = document.getElementById("menu") as HTMLButtonElement;
    const pressed = vi.fn();
    press(menu);
    menu.addEventListener("click", pressed);
    menu.disabled = true;
    replayEarlyInput();
    expect(pressed).not.toHaveBeenCalled();
  });
});
