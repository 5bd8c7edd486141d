// Forms filled in or sent before their code has loaded: their drafts read (early-input.test.ts
// covers the held submission).
import { afterEach, describe, expect, it } from "vitest";
import { draftChecked, draftText, PENDING_SUBMIT_ATTRIBUTE, readFormDrafts } from "../../web/lib/form-drafts.ts";

function mount(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const CONTACT = `<form aria-label="Contact form"><input name="name" value=""><textarea name="message"></textarea><input type="checkbox" name="privacy"><button type="submit">Send</button></form>`;

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
    expect(draft).toEqual({
      values: { name: "Early Visitor", message: "Hello there, typed early.", privacy: true },
      submitted: true,
    });
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
