// A ModernGov answer's XML as plain values for valibot to check: an element with child elements
// becomes an object of arrays (one array per child tag, in order), an element without becomes its
// trimmed text. Attributes are not read: ModernGov's web service carries everything in elements.
// linkedom (already the site's DOM for StoryScanner) parses it, so no XML library is added.
import { DOMParser } from "linkedom";
import { SourceProblem } from "../../platform/public-sources/source-fetch.ts";

export type XmlValue = string | Readonly<Record<string, readonly XmlValue[]>>;

interface XmlElement {
  readonly tagName: string;
  readonly children: ArrayLike<XmlElement>;
  readonly textContent: string | null;
}

function valueOf(element: XmlElement): XmlValue {
  const children = Array.from(element.children);
  if (children.length === 0) return (element.textContent ?? "").trim();
  const value: Record<string, XmlValue[]> = {};
  for (const child of children) (value[child.tagName.toLowerCase()] ??= []).push(valueOf(child));
  return value;
}

/** The document's root element's name and value; a bad-shape problem when it is not XML. */
export function xmlTree(text: string): { readonly root: string; readonly value: XmlValue } {
  // The text is decoded already (source-fetch.ts); an encoding declaration no longer applies.
  const body = text.replace(/^\s*<\?xml[^>]*\?>/, "").trim();
  if (!body.startsWith("<")) throw new SourceProblem("bad-shape", "not XML");
  const document = new DOMParser().parseFromString(body, "text/xml") as unknown as {
    documentElement: XmlElement | null;
  };
  const root = document.documentElement;
  if (!root) throw new SourceProblem("bad-shape", "no root element");
  return { root: root.tagName.toLowerCase(), value: valueOf(root) };
}
