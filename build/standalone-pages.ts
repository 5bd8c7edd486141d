// Pages outside the route table, written as plain HTML with the site's stylesheet: the offline
// page the service worker shows for a page that is not cached, and the confirmation a contact
// message sent without script lands on. Neither needs script or the network.
import { legalNotice } from "../web/content/legal-notice.ts";
import { site } from "#shared/site.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { MESSAGE_SENT_PATH } from "#shared/form-fallback.ts";
import { messages } from "#shared/messages.ts";
import { BUILD_YEAR } from "./build-year.ts";

export const OFFLINE_PATH = "/offline.html";
/** The file behind MESSAGE_SENT_PATH (Pages serves /message-sent from message-sent.html). */
export const MESSAGE_SENT_FILE = `${MESSAGE_SENT_PATH.slice(1)}.html`;

interface StandalonePage {
  readonly title: string;
  readonly heading: string;
  readonly body: string;
  readonly footnote: string;
}

function standalonePage(template: string, page: StandalonePage): string {
  // The site's stylesheet as the template carries it (inlined by build/prerender.ts).
  const stylesheets = [...template.matchAll(/<style>[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .join("\n    ");
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${site.themeColor}">
    <title>${page.title} | ${site.brand}</title>
    ${stylesheets}
  </head>
  <body>
    <main class="flex min-h-screen items-center justify-center bg-ink px-4 text-center text-white">
      <div>
        <h1 class="font-display text-4xl font-semibold">${page.heading}</h1>
        <p class="mt-4 text-lg text-slate-300">${page.body}</p>
        <p class="mt-8 flex flex-wrap justify-center gap-3">
          <a class="btn-primary" href="/">Home</a>
          <a class="btn-secondary-dark" href="/insights">Insights</a>
        </p>
        <p class="mt-8 text-sm text-slate-300">${page.footnote}</p>
        <p class="mt-8 text-xs text-slate-300">${escapeHtml(legalNotice(BUILD_YEAR))}</p>
      </div>
    </main>
  </body>
</html>
`;
}

export function offlinePage(template: string): string {
  return standalonePage(template, {
    title: "You're offline",
    heading: "You're offline",
    body: "This page isn't saved on your device yet. Pages you've visited, our services and our insights are available offline.",
    footnote: `When you're back online, call ${site.phone} or email ${site.email}.`,
  });
}

/** The spec's success texts (section 8), for a message the browser posted itself. */
export function messageSentPage(template: string): string {
  return standalonePage(template, {
    title: messages.contact.successTitle,
    heading: messages.contact.successTitle,
    body: messages.contact.successBody,
    footnote: `Anything urgent? Call ${site.phone} or email ${site.email}.`,
  });
}
