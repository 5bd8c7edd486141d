// Base64url without padding (RFC 4648 section 5) for newsletter tokens, read strictly: a text is
// accepted only in the one spelling its bytes encode to, so no two links carry the same token.
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The bytes of a canonical base64url text, or undefined. A last character whose unused low bits
 * are set decodes to the same bytes as its canonical neighbour, so the text must be exactly what
 * those bytes encode to.
 */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return base64url(bytes) === text ? bytes : undefined;
}
