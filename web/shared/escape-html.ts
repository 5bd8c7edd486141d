// Escapes text for HTML text content and double-quoted attribute values, for markup written as
// strings: the prerender's head tags and the pages the functions answer to native form posts.
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
