// TENFOLD's replies are written in a small Markdown subset (markdown.tsx). Where
// a reply is shown as plain text (the conversation the contact form attaches), the marks go and
// the words stay: a link shows its title, bold and emphasis their text, and a rule between the
// parts of an answer becomes the blank line it stands for.

const LINK = /\[([^\]]+)\]\([^)\s]+\)/g;
const BOLD = /\*\*([^*]+)\*\*/g;
const EMPHASIS = /\*([^*\s][^*]*)\*/g;
const RULE = /^\s*---\s*$/gm;

export function markdownAsText(text: string): string {
  return text
    .replace(LINK, "$1")
    .replace(BOLD, "$1")
    .replace(EMPHASIS, "$1")
    .replace(RULE, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
