// Forms filled in or sent before their code has loaded: native submission held back, drafts read.
import { afterEach, describe, expect, it } from "vitest";
import { draftChecked, draftText, holdUnhandledSubmits, PENDING_SUBMIT_ATTRIBUTE, readFormDrafts } from "../../web/lib/form-drafts.ts";

function mount(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const CONTACT = `<form aria-label="Contact form"><input name="name" value=""><textarea name="message"></textarea><input type="checkbox" name="privacy"><button type="submit">Send</button></form>`;

describe("holdUnhandledSubmits", () => {
  let release = () => {};
  afterEach(() => {
    release();
    document.body.innerHTML = "";
  });

  it("holds back a submission no script handled and marks the form as waiting", () => {
    release = holdUnhandledSubmits();
    const form = mount(CONTACT).querySelector("form")!;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
  });

  it("leaves a form that a script handled alone", () => {
    release = holdUnhandledSubmits();
    const form = mount(CONTACT).querySelector("form")!;
    form.addEventListener("submit", (event) => event.preventDefault());
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it("holds a form with a native fallback action too: with script running, script sends it", () => {
    release = holdUnhandledSubmits();
    const form = mount(`<form method="post" action="/api/contact" aria-label="Contact form"><input name="name"></form>`).querySelector("form")!;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
  });

  it("stops holding once released", () => {
    holdUnhandledSubmits()();
    const form = mount(CONTACT).querySelector("form")!;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("readFormDrafts", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reads each labelled form's typed text and ticks, and whether it was sent", () => {
    const root = mount(CONTACT);
    const form = root.querySelector("form")!;
    form.querySelector<HTMLInputElement>("[name=name]")!.value = "Early Visitor";
    form.querySelector<HTMLTextAreaElement>("[name=message]")!.value = "Hello there, typed early.";
    form.querySelector<HTMLInputElement>("[name=privacy]")!.checked = true;
    form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, "");
    const draft = readFormDrafts(root).get("Contact form");
    expect(draft).toEqual({ values: { name: "Early Visitor", message: "Hello there, typed early.", privacy: true }, submitted: true });
    expect(draftText(draft, "name")).toBe("Early Visitor");
    expect(draftChecked(draft, "privacy")).toBe(true);
  });

  it("gives fallbacks for fields a draft lacks or holds as another kind", () => {
    const draft = readFormDrafts(mount(CONTACT)).get("Contact form");
    expect(draft?.submitted).toBe(false);
    expect(draftText(draft, "email", "none")).toBe("none");
    expect(draftText(draft, "privacy")).toBe("");
    expect(draftChecked(draft, "name")).toBe(false);
    expect(draftText(undefined, "name")).toBe("");
  });
});
