import { afterEach, describe, expect, it, vi } from "vitest";
import { statusReducer, type AssistantStatus } from "../../web/tenfold/assistant-status.ts";
import { CHAT_STORAGE_KEY, historyFor, loadMessages, saveMessages } from "../../web/tenfold/chat-storage.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { Markdown, safeHref } from "../../web/tenfold/markdown.tsx";
import { ChatSources, unlinked } from "../../web/tenfold/chat-sources.tsx";
import { isInternalPath } from "#shared/links.ts";
import { ApiRequestError } from "../../web/lib/api.ts";
import { sendChat } from "../../web/tenfold/chat-client.ts";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("assistant status machine", () => {
  it("goes thinking on send, ready after the reply, error on failure, ready on recovery", () => {
    let status: AssistantStatus = "ready";
    status = statusReducer(status, { type: "send" });
    expect(status).toBe("thinking");
    status = statusReducer(status, { type: "reply" });
    expect(status).toBe("ready");
    status = statusReducer(statusReducer(status, { type: "send" }), { type: "fail" });
    expect(status).toBe("error");
    expect(statusReducer(status, { type: "reply" })).toBe("error");
    expect(statusReducer(status, { type: "recover" })).toBe("ready");
    expect(statusReducer("thinking", { type: "recover" })).toBe("thinking");
  });
});

describe("chat storage", () => {
  const message = (i: number) => ({
    id: `m${i}`,
    role: i % 2 ? ("ai" as const) : ("user" as const),
    text: `t${i}`,
    ts: i,
  });

  it("round-trips messages under the versioned key", () => {
    saveMessages(localStorage, [message(0), message(1)]);
    expect(JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? "")).toHaveLength(2);
    expect(loadMessages(localStorage)).toEqual([message(0), message(1)]);
  });

  it.each([
    ["not json", "{"],
    ["wrong shape", '[{"id":1,"role":"robot"}]'],
    ["not a list", '{"a":1}'],
  ])("drops %s instead of crashing", (_case, raw) => {
    localStorage.setItem(CHAT_STORAGE_KEY, raw);
    expect(loadMessages(localStorage)).toEqual([]);
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it("sends only the last 10 messages as history", () => {
    const history = historyFor(Array.from({ length: 15 }, (_, i) => message(i)));
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: "ai", text: "t5" });
  });
});

describe("safe links", () => {
  it("allows our own paths and https only", () => {
    expect(safeHref("/services/strategy")).toEqual({ internal: true, href: "/services/strategy" });
    expect(safeHref("https://cal.example.com/x")?.internal).toBe(false);
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
    expect(safeHref("//evil.example.net")).toBeUndefined();
    expect(safeHref("http://insecure.example.com")).toBeUndefined();
  });

  it.each([
    "/\\evil.example.net",
    "//evil.example.net",
    "/\\/evil.example.net",
    "/services\\..\\..\\evil",
    "/\t/evil.example.net",
    "\\\\evil.example.net",
    "https:\\\\evil.example.net",
  ])("never treats %j as one of our pages", (href) => {
    expect(isInternalPath(href)).toBe(false);
    expect(safeHref(href)).toBeUndefined();
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Markdown text={`Go [here](${href}) now`} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("<a");
    expect(html).toContain("here");
  });

  it("keeps our own paths, sections and queries as router links", () => {
    for (const href of ["/", "/#services", "/services/strategy?x=1#top", "/insights/a-b"])
      expect(isInternalPath(href)).toBe(true);
  });
});

describe("reply rendering", () => {
  it("shows an overview's consecutive items as one list and the parts of a compound answer apart", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Markdown
          text={
            "Our consultants:\n\n- [Ruth](/about#ruth): Managing Partner\n- [Priya](/about#priya): Director\n\n---\n\n**Fees**"
          }
        />
      </MemoryRouter>,
    );
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html.match(/<ul/g)).toHaveLength(1);
    expect(html).toContain("<hr");
    expect(html).not.toContain("---");
  });
});

describe("a reply's sources", () => {
  const sources = [
    { title: "How We Work and Fees: Fees", url: "/how-we-work#fees" },
    { title: "FAQ: What do engagements cost?", url: "/faq#what-do-engagements-cost" },
  ];

  it("lists as links under a model's answer the pages it cited, which its text does not link", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ChatSources sources={unlinked(sources, "Retainers start at £4,500 a month.")} onDone={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain('<a href="/how-we-work#fees"');
    expect(html).toContain(">FAQ: What do engagements cost?</a>");
  });

  it("does not list again a page the answer's text already links, nor anything but the site's own pages", () => {
    const listed = unlinked(
      [...sources, { title: "Elsewhere", url: "https://example.org/" }],
      "Read more: [How We Work and Fees: Fees](/how-we-work#fees).",
    );
    expect(listed.map((s) => s.url)).toEqual(["/faq#what-do-engagements-cost"]);
    const none = renderToStaticMarkup(
      <MemoryRouter>
        <ChatSources sources={[]} onDone={() => {}} />
      </MemoryRouter>,
    );
    expect(none).toBe("");
  });
});

describe("sendChat", () => {
  function streamingResponse(parts: readonly string[], gate: Promise<void>) {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(parts[0]));
        await gate;
        for (const part of parts.slice(1)) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  }

  it("delivers text as it streams, before the reply is complete", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        streamingResponse(
          [
            'event: delta\ndata: {"text":"Hello "}\n\nevent: del',
            'ta\ndata: {"text":"there"}\n\nevent: done\ndata: {"actions":[{"type":"open-contact","label":"Contact"}],"sources":[{"title":"FAQ: Fees","url":"/faq#fees"}],"answerId":"answer-id-0123456789","handoff":true}\n\n',
          ],
          gate,
        ),
      ),
    );
    const deltas: string[] = [];
    const reply = sendChat({ message: "Hi", history: [] }, (text) => deltas.push(text));
    await vi.waitFor(() => expect(deltas).toEqual(["Hello "]));
    open();
    expect(await reply).toEqual({
      text: "Hello there",
      actions: [{ type: "open-contact", label: "Contact" }],
      sources: [{ title: "FAQ: Fees", url: "/faq#fees" }],
      answerId: "answer-id-0123456789",
      declined: false,
      handoff: true,
    });
    expect(deltas).toEqual(["Hello ", "there"]);
  });

  it("reads a data field written over several lines, and an event split across chunks", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        streamingResponse(
          [
            'event: delta\ndata: {"text":\ndata: "Hello\\nthere"}\n\nevent: do',
            'ne\r\ndata: {"actions":[],\r\ndata: "handoff":false}\r\n\r\n',
          ],
          Promise.resolve(),
        ),
      ),
    );
    const deltas: string[] = [];
    expect(await sendChat({ message: "Hi", history: [] }, (text) => deltas.push(text))).toEqual({
      text: "Hello\nthere",
      actions: [],
      sources: [],
      answerId: undefined,
      declined: false,
      handoff: false,
    });
    expect(deltas).toEqual(["Hello\nthere"]);
  });

  it("turns an error event or status into an ApiRequestError with the server's reason", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        streamingResponse(
          ['event: delta\ndata: {"text":"Hel"}\n\nevent: error\ndata: {"error":"stream broke"}\n\n'],
          Promise.resolve(),
        ),
      ),
    );
    const streamed: unknown = await sendChat({ message: "Hi", history: [] }, () => {}).catch((error: unknown) => error);
    expect(streamed).toBeInstanceOf(ApiRequestError);
    expect(streamed).toMatchObject({ serverMessage: "stream broke" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        streamingResponse(
          ['event: error\ndata: {"error":"Too many questions.","code":"rate_limited"}\n\n'],
          Promise.resolve(),
        ),
      ),
    );
    await expect(sendChat({ message: "Hi", history: [] }, () => {})).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
      serverMessage: "Too many questions.",
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    await expect(sendChat({ message: "Hi", history: [] }, () => {})).rejects.toThrow("API request failed");
  });
});
