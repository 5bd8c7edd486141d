// The console's form that reviews an enquiry's triage: what a person chooses survives an expired
// sign-in and a reload (the tab's draft), a correction sends the chosen service, urgency and owner
// ("none" as null) and clears the draft, and "Confirm as right" sends what was read.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EnquiryTriage, TriageChoices } from "#shared/api/contact-triage.ts";
import { resetSession } from "../../../web/staff/lib/session.ts";
import { TriageReviewForm } from "../../../web/contact/staff/triage-review-form.tsx";
import { stubFetch } from "../fake-fetch.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const choices: TriageChoices = {
  services: [
    { slug: "crisis-communications", name: "Crisis Communications" },
    { slug: "public-relations", name: "Public Relations" },
  ],
  owners: [
    { id: "daniel-osei", name: "Daniel Osei", services: ["crisis-communications"] },
    { id: "edward-lacey", name: "Edward Lacey", services: ["political-affairs"] },
  ],
};

const read = {
  service: { slug: "crisis-communications", name: "Crisis Communications" },
  urgency: "urgent" as const,
  owner: { id: "daniel-osei", name: "Daniel Osei" },
};

const triage = {
  state: "to-review",
  readAt: "2026-06-29T09:00:00.000Z",
  reading: {
    ...read,
    serviceReason: "It matches.",
    signals: ["tonight"],
    deadline: null,
    replyBy: "within two working hours",
    reader: "built-in",
  },
  current: read,
  review: null,
  error: null,
} satisfies EnquiryTriage;

const reviewed: EnquiryTriage = {
  ...triage,
  state: "reviewed",
  review: {
    at: "2026-06-30T09:00:00.000Z",
    by: "ada@example.com",
    serviceChanged: false,
    urgencyChanged: false,
    ownerChanged: false,
  },
};

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  sessionStorage.clear();
  resetSession();
});

async function mount(onSaved = vi.fn()) {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  await act(async () =>
    root?.render(<TriageReviewForm enquiryId={7} triage={triage} choices={choices} onSaved={onSaved} />),
  );
  return onSaved;
}

const select = (id: string) => document.getElementById(id) as HTMLSelectElement;
const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === name)!;
const status = () => document.querySelector('[role="status"]')?.textContent ?? "";

function choose(id: string, value: string) {
  act(() => {
    const element = select(id);
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** The last request the form made: its address and its JSON body. */
function lastRequest(fetchMock: ReturnType<typeof stubFetch>): { url: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as unknown };
}

describe("TriageReviewForm", () => {
  it("starts from the triage as it stands", async () => {
    await mount();
    expect(select("review-service").value).toBe("crisis-communications");
    expect(select("review-urgency").value).toBe("urgent");
    expect(select("review-owner").value).toBe("daniel-osei");
    expect([...select("review-owner").options].map((option) => option.text)).toEqual([
      "Daniel Osei",
      "Edward Lacey",
      "No owner suggested",
    ]);
  });

  it("keeps what was chosen when the sign-in has expired, through a reload", async () => {
    stubFetch(Response.json({ error: "Sign in.", code: "unauthorized", signIn: "dev" }, { status: 401 }));
    await mount();
    choose("review-service", "public-relations");
    choose("review-owner", "none");
    await act(async () => button("Save correction").click());
    expect(status()).toMatch(/^Not saved yet: sign in again/);
    await mount();
    expect(select("review-service").value).toBe("public-relations");
    expect(select("review-owner").value).toBe("none");
    expect(select("review-urgency").value).toBe("urgent");
  });

  it("saves a correction with none as null, hands back the stored triage and clears the draft", async () => {
    const fetchMock = stubFetch(Response.json({ ...reviewed, review: { ...reviewed.review, serviceChanged: true } }));
    const onSaved = await mount();
    choose("review-service", "public-relations");
    choose("review-urgency", "soon");
    choose("review-owner", "none");
    await act(async () => button("Save correction").click());
    expect(lastRequest(fetchMock)).toEqual({
      url: "/api/admin/enquiries/7/triage-review",
      body: { service: "public-relations", urgency: "soon", owner: null },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ state: "reviewed" }));
    expect(status()).toBe("Triage saved.");
    await mount();
    expect(select("review-service").value).toBe("crisis-communications");
  });

  it("confirms as right with the values that were read, whatever is chosen in the form", async () => {
    const fetchMock = stubFetch(Response.json(reviewed));
    const onSaved = await mount();
    choose("review-urgency", "routine");
    await act(async () => button("Confirm as right").click());
    expect(lastRequest(fetchMock).body).toEqual({
      service: "crisis-communications",
      urgency: "urgent",
      owner: "daniel-osei",
    });
    expect(onSaved).toHaveBeenCalledWith(reviewed);
    expect(status()).toBe("Confirmed as right.");
  });
});
