// What the privacy policy, the cookie policy, the FAQ and the transparency page say about data,
// read against the settings and registries the code runs on: each test fails when the words and
// the code drift apart. An area of its own (rates, How we work) adds a describe block here.
import { describe, expect, it, vi } from "vitest";
import { SETTING_DEFAULTS } from "../../functions/lib/platform/settings.ts";
import { VIDEO_PAUSED_KEY } from "../../web/components/hero-video.tsx";
import { BROWSER_ID_KEY } from "../../web/tenfold/browser-id.ts";
import { CHAT_STORAGE_KEY, loadMessages, MAX_STORED_MESSAGES, saveMessages } from "../../web/tenfold/chat-storage.ts";
import { DONT_KEEP_KEY } from "../../web/tenfold/keep-questions.ts";
import { newsletterPages } from "../../web/content/newsletter-pages.ts";
import { PRIVACY_TICK_TEXT } from "../../web/content/privacy-tick.ts";
import { recipients } from "#shared/recipients.ts";
import { CONTACT_DRAFT_KEY } from "../../web/contact/contact-draft.ts";
import { lookUpSources } from "../../web/tenfold/chat-client.ts";
import { CONTACT_NOTIFICATION, PROOF_DECISION_NOTIFICATION } from "#shared/notifications.ts";
import { NEVER_KEPT_PAGES, NEVER_KEPT_PATTERN, OFFLINE_CACHE } from "#shared/offline-cache.ts";
import { inMonths, inYears, RETENTION } from "#shared/retention.ts";
import { LIMITS } from "#shared/schemas.ts";
import { ENQUIRY_TRIAGE_PRIVACY } from "#shared/tool-privacy.ts";
import { DONT_KEEP_LABEL, TENFOLD_NOTICE } from "#shared/api/tenfold-notice.ts";
import { stubFetch } from "./fake-fetch.ts";
import { faqAnswer, hostsInCode, policyText } from "./policy-text.ts";

const privacy = policyText("/privacy-policy");
const cookies = policyText("/cookie-policy");
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

describe("retention periods (web/shared/retention.ts)", () => {
  it("the privacy policy states the period the purge applies to each kind of record", () => {
    const retention = policyText("/privacy-policy", "retention");
    expect(retention).toContain(
      `deleted automatically ${inMonths(RETENTION.contactMessageDays)} months after you sent them`,
    );
    expect(retention).toContain(
      `Sign-ups never confirmed are deleted automatically after ${RETENTION.unconfirmedSubscriberDays} days`,
    );
    expect(retention).toContain(
      `deleted automatically ${inYears(RETENTION.newsletterSuppressionDays)} years after it was added`,
    );
    expect(retention).toContain(`deleted automatically ${RETENTION.outboxDays} days after they were sent or failed`);
    expect(retention).toContain(
      `a request never confirmed is deleted automatically after ${RETENTION.unconfirmedBillFollowDays} days`,
    );
    expect(retention).toContain(`${RETENTION.stoppedBillFollowDays} days later`);
    expect(retention).toContain(
      `counters (the pseudonymous code, a date and a count): deleted automatically after ${RETENTION.usageCounterDays} days`,
    );
    expect(retention).toContain(
      `deleted automatically ${RETENTION.proofDaysAfterClosing} days after the link expired or was withdrawn`,
    );
    expect(RETENTION.rateLimitDays).toBe(1);
    expect(retention).toContain(
      "Rate-limit records (the pseudonymous code, which form or feature was used, and when): deleted automatically after a day",
    );
    expect(retention).toMatch(
      new RegExp(
        `votes and the reasons you gave, with your browser's random code .*deleted automatically after ${RETENTION.tenfoldQuestionDays} days`,
      ),
    );
  });

  it("TENFOLD's notice, the FAQ and the newsletter's pages state the same periods", () => {
    expect(TENFOLD_NOTICE).toContain(`for ${RETENTION.tenfoldQuestionDays} days`);
    const newsletter = faqAnswer("How do I join or leave the newsletter");
    expect(newsletter).toContain(`never confirmed is deleted after ${RETENTION.unconfirmedSubscriberDays} days`);
    expect(newsletter).toContain(
      `a one-way code made from your address, for ${inYears(RETENTION.newsletterSuppressionDays)} years`,
    );
    const pages = JSON.stringify(newsletterPages);
    expect(pages).toContain(`deleted after ${RETENTION.unconfirmedSubscriberDays} days`);
    expect(pages).toContain(`for ${inYears(RETENTION.newsletterSuppressionDays)} years`);
  });
});

describe("recipients (web/shared/recipients.ts)", () => {
  it("every outside host the code sends data to belongs to a recipient the policy names", () => {
    const named = new Set(Object.values(recipients).flatMap((recipient) => recipient.hosts));
    const found = hostsInCode();
    // The scan sees the services the code is known to call, so an empty scan cannot pass.
    expect([...found.keys()]).toEqual(
      expect.arrayContaining(["api.openai.com", "api.resend.com", "challenges.cloudflare.com", "stun.l.google.com"]),
    );
    expect([...found].filter(([host]) => !named.has(host))).toEqual([]);
  });

  it("the privacy policy names each recipient, and each one based in the United States among its transfers", () => {
    const listed = policyText("/privacy-policy", "recipients");
    const transfers = policyText("/privacy-policy", "international-transfers");
    for (const recipient of Object.values(recipients)) {
      expect(listed).toContain(`${recipient.company} ${recipient.receives}`);
      if (recipient.basedIn === "the United States") expect(transfers).toContain(recipient.name);
    }
    expect(privacy).toContain(`opens ${recipients.booking.name}`);
    expect(privacy).toContain(`sends a notification to ${recipients.slack.name}`);
  });

  it("names what the site uses rather than what it might have set up", () => {
    for (const text of [privacy, cookies])
      expect(text).not.toMatch(
        /if we have set (it |one )?up|when we have set it up|if our security check is switched on/i,
      );
  });

  it("lists every field a staff notification carries", () => {
    const collected = policyText("/privacy-policy", "what-we-collect");
    for (const [field, description] of Object.entries({ ...CONTACT_NOTIFICATION, ...PROOF_DECISION_NOTIFICATION })) {
      if (field !== "type") expect(collected).toContain(description);
    }
    expect(collected).toContain("the TENFOLD conversation you chose to attach");
  });
});

describe("the triage of enquiries (web/shared/tool-privacy.ts)", () => {
  it("says each arriving message is triaged, goes to OpenAI for it with AI replies on, and is kept as long as the enquiry", () => {
    const collected = policyText("/privacy-policy", "what-we-collect");
    expect(collected).toContain(`as soon as it is stored, ${ENQUIRY_TRIAGE_PRIVACY.reads}`);
    expect(collected).toContain(`Triage with AI replies switched on: ${ENQUIRY_TRIAGE_PRIVACY.withModel}`);
    expect(ENQUIRY_TRIAGE_PRIVACY.withModel).toMatch(/goes to OpenAI/);
    expect(ENQUIRY_TRIAGE_PRIVACY.withModel).toMatch(
      /without your name, your email address or an attached conversation/,
    );
    expect(policyText("/privacy-policy", "retention")).toContain(
      `Our triage of a contact form message (the service, urgency and consultant suggested, and any correction by our staff): ${ENQUIRY_TRIAGE_PRIVACY.kept}.`,
    );
    expect(ENQUIRY_TRIAGE_PRIVACY.kept).toMatch(/for as long as the enquiry is kept/);
    expect(policyText("/privacy-policy", "recipients")).toContain("and for the triage of the enquiries you send us");
  });
});

describe("what the browser keeps and sends", () => {
  it("the cookie policy names every key the site keeps in the browser", () => {
    for (const key of [CHAT_STORAGE_KEY, BROWSER_ID_KEY, DONT_KEEP_KEY, VIDEO_PAUSED_KEY, CONTACT_DRAFT_KEY])
      expect(cookies).toContain(key);
  });

  it("a reply's links, buttons and vote are saved with it, as both policies say", () => {
    const answered = [
      {
        id: "a",
        role: "ai" as const,
        text: "We are in Bristol.",
        ts: 2,
        reply: {
          actions: [{ type: "open-contact" as const, label: "Contact us" }],
          sources: [{ title: "Contact", url: "/contact" }],
          answerId: "answer-id-0123456789",
          declined: false,
          handoff: false,
          vote: "up" as const,
        },
      },
    ];
    saveMessages(localStorage, answered);
    expect(loadMessages(localStorage)).toEqual(answered);
    expect(Object.keys(localStorage)).toEqual([CHAT_STORAGE_KEY]);
    localStorage.clear();
    expect(cookies).toContain("replies is saved with the links and buttons shown under it and how you rated it");
    expect(privacy).toContain("replies is saved with the links and buttons shown under it and how you rated it");
  });

  it("voice turns are saved with the conversation, as both policies say", () => {
    const spoken = [{ id: "q", role: "user" as const, text: "Where are you?", ts: 1, spoken: true }];
    saveMessages(localStorage, spoken);
    expect(loadMessages(localStorage)).toEqual(spoken);
    localStorage.clear();
    for (const text of [privacy, cookies]) expect(text).toContain(`up to its latest ${MAX_STORED_MESSAGES} messages`);
    expect(cookies).toContain("What is said in the voice tab joins it, marked Voice, and is saved with it");
    expect(cookies).not.toMatch(/stores nothing for voice|not saved in your browser/);
    expect(privacy).toContain("including what was said in the voice tab");
  });

  it("a spoken question's words go to our server for its links, and the policy says so and that nothing is kept", async () => {
    const fetchMock = stubFetch(Response.json({ sources: [], actions: [], declined: false }));
    await lookUpSources("Where are your offices?", [{ role: "ai", text: "Hello" }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/tenfold-sources$/);
    expect(JSON.parse(init.body as string)).toEqual({
      message: "Where are your offices?",
      history: [{ role: "ai", text: "Hello" }],
    });
    const voice = policyText("/privacy-policy", "tenfold-voice");
    expect(voice).toContain(
      `your browser sends the words of each question you said, with up to ${NUMBER_WORDS[LIMITS.chatHistoryMax] ?? ""} earlier messages`,
    );
    expect(voice).toContain("our server keeps nothing of it");
    expect(privacy).not.toMatch(/never receives your audio or a transcript/);
    expect(voice).toContain(
      `A voice call lasts ${NUMBER_WORDS[Number(SETTING_DEFAULTS.VOICE_MAX_CALL_SECONDS) / 60] ?? ""} minutes at most`,
    );
    vi.unstubAllGlobals();
  });

  it("discloses the question log's browser code and reasons, its basis, and the way to object in TENFOLD", () => {
    const tenfold = policyText("/privacy-policy", "tenfold");
    expect(tenfold).toContain(BROWSER_ID_KEY);
    expect(tenfold).toContain("with the reason you type after a thumbs down");
    expect(tenfold).toContain(`"${DONT_KEEP_LABEL}": tick this box`);
    expect(policyText("/privacy-policy", "lawful-bases")).toContain(
      `You can object at any time, and at once, with "${DONT_KEEP_LABEL}"`,
    );
    // "Not written to logs" must not read as "not kept": the security section says what is.
    expect(policyText("/privacy-policy")).toContain(
      `not to write the content of forms or conversations to its logs. What we do keep is set out above: our server keeps each question you type to TENFOLD once its notice has been shown (unless you tick "${DONT_KEEP_LABEL}")`,
    );
    expect(cookies).toContain(
      `the random code TENFOLD keeps for its question log, which relies on the statistics exception`,
    );
    expect(cookies).toContain("a simple way, free of charge, to object");
    expect(cookies).not.toContain("we use nothing that would need the statistical or appearance exceptions");
  });
});

describe("what the service worker keeps (web/shared/offline-cache.ts)", () => {
  it("the cookie policy states its limits and the newsletter's pages it never keeps", () => {
    expect(cookies).toContain(
      `up to ${OFFLINE_CACHE.pages.maxEntries} pages, each for up to ${OFFLINE_CACHE.pages.maxAgeDays} days`,
    );
    expect(cookies).toContain(
      `kept for up to ${OFFLINE_CACHE.images.maxAgeDays} days, and no more than ${OFFLINE_CACHE.images.maxEntries} at a time`,
    );
    for (const { path } of newsletterPages) {
      expect(NEVER_KEPT_PAGES).toContain(path);
      expect(cookies).toContain(path);
      expect(NEVER_KEPT_PATTERN.test(`https://www.example.com${path}?token=abc`)).toBe(true);
    }
    for (const path of ["/", "/privacy-policy", "/unsubscribe-help", "/insights/staffing"])
      expect(NEVER_KEPT_PATTERN.test(`https://www.example.com${path}`)).toBe(false);
  });
});

describe("consent, and what is not relied on", () => {
  it("the contact form's tick says the visitor has read the policy, and asks for no consent the policy does not rely on", () => {
    expect(PRIVACY_TICK_TEXT).not.toMatch(/\bagree|\bconsent/i);
    expect(policyText("/privacy-policy", "lawful-bases")).toContain(
      `The box reads "${PRIVACY_TICK_TEXT}" It does not ask for your consent, and consent is not the basis we rely on`,
    );
  });

  it("the stakeholder notice keeps opinions given in private out of meeting records, since Article 9(2)(e) cannot cover them", () => {
    const notice = policyText("/transparency", "stakeholder-privacy-notice");
    expect(notice).toMatch(
      /records of meetings or correspondence with you hold [^.]*never a political opinion expressed in private/,
    );
    expect(notice).toContain("Article 9(2)(e) is the only condition we rely on for political opinions");
    expect(notice).toContain("A view you give us in a private meeting or in correspondence stays out of our records");
    expect(policyText("/transparency", "tools-and-personal-data")).toMatch(
      /meetings and correspondence [^.]*never a political opinion expressed in private/,
    );
  });
});
