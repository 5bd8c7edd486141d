// Copy whose site paths, email addresses and web addresses are links. A site path is named by
// where it goes ("/transparency#stakeholder-privacy-notice" reads "Stakeholder privacy notice"),
// not shown as the path, which says little read aloud or at a glance (WCAG 2.4.4).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/**
 * A site path written in copy ("see /how-we-work", "(/transparency#client-reviews)"): a path
 * that starts a word, so "24/7" and the paths inside full URLs are left alone. A unit test checks
 * every such path in the registries leads to a page.
 */
export const SITE_PATH_IN_TEXT = /(?<=^|[\s(])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:#[a-z0-9-]+)?)/;
/** An address ends at its last letter, so the full stop after it stays text. */
const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/;
const WEB_ADDRESS = /(https:\/\/[^\s()<>"]*[^\s()<>".,;:])/;
const PIECES = new RegExp(`${SITE_PATH_IN_TEXT.source}|${EMAIL.source}|${WEB_ADDRESS.source}`, "g");

/** What a site path is called in a link: its section when it has one, else its page, in words. */
export function pathLabel(path: string): string {
  const [page = "", section] = path.split("#");
  const words = (section ?? page.split("/").at(-1) ?? "").replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function LinkedText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PIECES)) {
    const [whole, path, email, address] = match;
    const index = match.index;
    if (index > last) nodes.push(text.slice(last, index));
    if (path) {
      nodes.push(
        <Link key={index} to={path} className="underline">
          {pathLabel(path)}
        </Link>,
      );
    } else if (email) {
      nodes.push(
        <a key={index} href={`mailto:${email}`} className="underline">
          {email}
        </a>,
      );
    } else if (address) {
      nodes.push(
        <a key={index} href={address} rel="noopener" className="underline [overflow-wrap:anywhere]">
          {address}
        </a>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
