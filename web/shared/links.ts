// Which link targets in TENFOLD's replies and actions the site follows, shared by the browser
// (Markdown links, action buttons) and the functions (the actions they send).

/**
 * A path on this site that the router may follow: one leading "/", then no "/" or "\" straight
 * after it, and no "\" or control character anywhere. Browsers read "\" as "/" and drop tabs and
 * newlines in URLs, so "/\evil.com" and "/\t/evil.com" both lead to //evil.com, another site.
 */
export function isInternalPath(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is this check's purpose
  return /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(href);
}

/** An absolute https address (anything else that is not an internal path is refused). */
export function isHttpsUrl(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is this check's purpose
  if (!/^https:\/\//i.test(href) || /[\\\u0000-\u001f\u007f]/.test(href)) return false;
  try {
    return new URL(href).protocol === "https:";
  } catch {
    return false;
  }
}
