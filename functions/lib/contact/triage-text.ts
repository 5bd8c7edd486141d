// What of an enquiry its triage reads: the message alone, never the name, email or attached
// conversation, and with the sender's own contact details taken out of it too (a signature with a
// name, an email address, a phone number), since neither reader needs them to route it and, with
// a key, the text goes to OpenAI.

/** An email address anywhere in the text. */
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;

/**
 * A phone number as people write one in the UK or abroad: +44 or 0 first, then at least nine more
 * digits, with spaces, dots, hyphens or brackets between them. Dates, sums and years are shorter
 * or do not open that way.
 */
const PHONE = /(?<![\w+])(?:\+\d{1,3}[\s.-]?(?:\(0\)[\s.-]?)?|\(?0)\d(?:[\s.()-]?\d){8,12}(?!\d)/g;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function textForTriage(message: string, sender: { readonly name: string }): string {
  let text = message.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
  const name = sender.name.trim();
  // A name of one short word ("Al") could be part of the words around it; a full name cannot.
  if (name.length >= 4) text = text.replace(new RegExp(`(?<!\\w)${escaped(name)}(?!\\w)`, "gi"), "[name]");
  return text;
}
