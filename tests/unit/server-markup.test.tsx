import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inAppLinkPath, ServerMarkup } from "../../web/components/server-markup.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("inAppLinkPath: which clicks inside kept server markup become in-app navigation", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  const click = (
    init: Partial<{
      button: number;
      metaKey: boolean;
      altKey: boolean;
      ctrlKey: boolean;
      shiftKey: boolean;
      defaultPrevented: boolean;
    }> = {},
  ) => ({
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    ...init,
  });

  function markup(html: string) {
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    return container;
  }

  it("follows a link to another page of the site, keeping its query and fragment", () => {
    const container = markup(
      '<p>See <a href="/services/crisis-communications?from=outcome#approach"><span>crisis work</span></a></p>',
    );
    const target = container.querySelector("span");
    expect(inAppLinkPath({ ...click(), target }, container)).toBe(
      "/services/crisis-communications?from=outcome#approach",
    );
    expect(inAppLinkPath({ ...click(), target: container.querySelector("a") }, container)).toBe(
      "/services/crisis-communications?from=outcome#approach",
    );
  });

  it("leaves the browser to open new tabs, windows and downloads", () => {
    const container = markup(
      '<a id="plain" href="/insights">Insights</a><a id="blank" href="/insights" target="_blank">new tab</a><a id="download" href="/resources/guide" download>guide</a>',
    );
    const plain = container.querySelector("#plain");
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(inAppLinkPath({ ...click({ [modifier]: true }), target: plain }, container)).toBeNull();
    expect(inAppLinkPath({ ...click({ button: 1 }), target: plain }, container)).toBeNull();
    expect(inAppLinkPath({ ...click({ defaultPrevented: true }), target: plain }, container)).toBeNull();
    expect(inAppLinkPath({ ...click(), target: container.querySelector("#blank") }, container)).toBeNull();
    expect(inAppLinkPath({ ...click(), target: container.querySelector("#download") }, container)).toBeNull();
  });

  it("leaves other sites, mail and phone links, and files of this site to the browser", () => {
    const container = markup(
      '<a id="other" href="https://www.gov.uk/">GOV.UK</a><a id="mail" href="mailto:hello@example.com">mail</a><a id="tel" href="tel:+441174960123">call</a><a id="rss" href="/insights/rss.xml">RSS</a>',
    );
    for (const id of ["other", "mail", "tel", "rss"])
      expect(inAppLinkPath({ ...click(), target: container.querySelector(`#${id}`) }, container), id).toBeNull();
  });

  it("leaves a jump to a section of the same page to the browser", () => {
    window.history.replaceState(null, "", "/faq");
    const container = markup(
      '<a id="here" href="#pricing">Pricing</a><a id="there" href="/services/strategy#approach">Approach</a>',
    );
    expect(inAppLinkPath({ ...click(), target: container.querySelector("#here") }, container)).toBeNull();
    expect(inAppLinkPath({ ...click(), target: container.querySelector("#there") }, container)).toBe(
      "/services/strategy#approach",
    );
  });

  it("ignores clicks that are not on a link, or on a link outside the markup", () => {
    const container = markup("<p>Just copy</p>");
    const outside = markup('<a href="/faq">FAQ</a>');
    expect(inAppLinkPath({ ...click(), target: container.querySelector("p") }, container)).toBeNull();
    expect(inAppLinkPath({ ...click(), target: outside.querySelector("a") }, container)).toBeNull();
  });
});

describe("ServerMarkup", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("keeps the prerendered page through hydration", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML =
      '<div data-page-body=""><h1>Crisis Communications</h1><a href="/outcomes/crisis-ready">Crisis-ready</a></div>';
    const heading = container.querySelector("h1");
    const onMissing = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <ServerMarkup onMissing={onMissing} />
        </MemoryRouter>,
      );
    });
    expect(container.querySelector("h1")).toBe(heading);
    expect(container.textContent).toContain("Crisis-ready");
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("asks for the page to be rendered from its code when there is no markup to keep", async () => {
    // What happens when React renders afresh instead of hydrating: a blank page, unless handed back.
    const container = document.body.appendChild(document.createElement("div"));
    const onMissing = vi.fn();
    await act(async () =>
      createRoot(container).render(
        <MemoryRouter>
          <ServerMarkup onMissing={onMissing} />
        </MemoryRouter>,
      ),
    );
    expect(onMissing).toHaveBeenCalledTimes(1);
  });
});
