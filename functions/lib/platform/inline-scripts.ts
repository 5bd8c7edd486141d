// The CSP hash sources of a page's inline scripts, for the pages functions answer themselves (a
// function's answer does not get dist/_headers): the approval shell, a councillor's profile, the
// newsletter's framed refusal.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script elements the browser does not run, so the policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const EXTERNAL = /\bsrc\s*=/i;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The CSP hash source of each inline script in the page, as build/prerender.ts computes them. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const sources = [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = ""]) => !EXTERNAL.test(attributes) && !DATA_TYPE.test(attributes))
    .map(([, , source = ""]) => source);
  const hashes = await Promise.all(
    sources.map(
      async (source) => `'sha256-${base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source)))}'`,
    ),
  );
  return [...new Set(hashes)];
}
