// The page the service worker shows for a page that is not cached while the visitor is offline.
// Plain HTML with the site's stylesheet: nothing on it needs the network.
import { site } from "../web/content/site.ts";

export const OFFLINE_PATH = "/offline.html";

export function offlinePage(template: string): string {
  const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join("\n    ");
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${site.themeColor}">
    <title>You're offline | ${site.brand}</title>
    ${stylesheets}
  </head>
  <body>
    <main class="flex min-h-screen items-center justify-center bg-ink px-4 text-center text-white">
      <div>
        <h1 class="font-display text-4xl font-semibold">You're offline</h1>
        <p class="mt-4 text-lg text-slate-300">This page isn't saved on your device yet. Pages you've visited, our services and our insights are available offline.</p>
        <p class="mt-8 flex flex-wrap justify-center gap-3">
          <a class="btn-primary" href="/">Home</a>
          <a class="btn-secondary-dark" href="/insights">Insights</a>
        </p>
        <p class="mt-8 text-sm text-slate-300">When you're back online, call ${site.phone} or email ${site.email}.</p>
      </div>
    </main>
  </body>
</html>
`;
}
