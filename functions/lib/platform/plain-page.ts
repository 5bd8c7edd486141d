// A small self-contained HTML page for answers the functions give to a browser rather than to
// script: a refused native form post, a newsletter link that cannot be used. Inline styles, no
// script, noindex; `bodyHtml` must already be escaped.
import { site } from "#shared/site.ts";
import { escapeHtml } from "#shared/escape-html.ts";

export function plainPage(options: {
  title: string;
  bodyHtml: string;
  status: number;
  headers?: Record<string, string>;
  /** Rules after the page's own, for a page that is more than a message (StoryScanner's reading). */
  css?: string;
}): Response {
  const html = `<!doctype html>
<html lang="${site.language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(options.title)} | ${escapeHtml(site.brand)}</title>
  <style>
    body { margin: 0; font: 1.0625rem/1.6 system-ui, sans-serif; color: #0b1220; background: #f8fafc; }
    main { max-width: 40rem; margin: 0 auto; padding: 3rem 1.25rem; }
    h1 { font: 600 2rem/1.2 Georgia, serif; margin: 0 0 1rem; }
    ul { padding-left: 1.25rem; color: #b91c1c; }
    textarea { width: 100%; box-sizing: border-box; font: inherit; padding: .75rem; border: 1px solid #cbd5e1; border-radius: .5rem; }
    a { color: inherit; }${options.css ? `\n    ${options.css}` : ""}
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(options.title)}</h1>
    ${options.bodyHtml}
  </main>
</body>
</html>
`;
  return new Response(html, {
    status: options.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...options.headers },
  });
}
