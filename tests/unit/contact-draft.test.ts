// The contact form's unsent draft in session storage: kept, validated on the way back, removed when empty.
import { describe, expect, it } from "vitest";
import { refusingStorage } from "../fakes/refusing-storage.ts";
import { CONTACT_DRAFT_KEY, loadContactDraft, saveContactDraft } from "../../web/contact/contact-draft.ts";

const DRAFT = { name: "Ada Visitor", email: "ada@example.com", message: "Half a message.", privacy: true };

describe("contact draft", () => {
  it("comes back as it was saved", () => {
    sessionStorage.clear();
    saveContactDraft(sessionStorage, DRAFT);
    expect(loadContactDraft(sessionStorage)).toEqual(DRAFT);
  });

  it("is removed when the form is empty again, as after sending", () => {
    sessionStorage.clear();
    saveContactDraft(sessionStorage, DRAFT);
    saveContactDraft(sessionStorage, { name: "", email: "", message: "", privacy: false });
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(loadContactDraft(sessionStorage)).toBeUndefined();
  });

  it("drops corrupt or mis-shaped data instead of trusting it", () => {
    for (const raw of ["{not json", JSON.stringify({ ...DRAFT, privacy: "yes" }), JSON.stringify(["Ada"])]) {
      sessionStorage.setItem(CONTACT_DRAFT_KEY, raw);
      expect(loadContactDraft(sessionStorage)).toBeUndefined();
      expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    }
  });

  it("does nothing without storage, and survives storage that refuses", () => {
    expect(loadContactDraft(undefined)).toBeUndefined();
    expect(loadContactDraft(refusingStorage)).toBeUndefined();
    expect(() => saveContactDraft(refusingStorage, DRAFT)).not.toThrow();
  });
});
