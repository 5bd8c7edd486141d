// Reading a body within a size limit, and decoding it as its sender declares. The two outside
// readers use all of it: StoryScanner's page fetch (a visitor's address) and the public sources
// (Parliament, GOV.UK, ModernGov), each mapping BodyTooLarge to its own problem; requests to the
// site (request-guards.ts) share the streaming loop, readStreamCapped.

/** The body passed the reader's size limit; nothing more of it was read. */
export class BodyTooLarge extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(`too large: ${detail}`);
    this.name = "BodyTooLarge";
    this.detail = detail;
  }
}

/**
 * A body stream's bytes, read chunk by chunk and abandoned as soon as they pass `maxBytes`, so a
 * missing or false Content-Length cannot bypass the limit; `tooLarge` is what is thrown then.
 * Requests to the site (request-guards.ts) and responses from outside servers both read this way.
 */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // The generated Workers types leave a body's chunks typed any.
    const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
    if (done || !value) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * An outside server's response body as bytes, within `maxBytes`: a declared Content-Length over
 * the limit is refused before reading, and a body that lies about its length is cut off while
 * streaming.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLarge(`declared ${declared} bytes`);
  }
  return readStreamCapped(response.body, maxBytes, () => new BodyTooLarge(`over ${maxBytes} bytes`));
}

/** The decoder for a declared charset; an unknown one falls back to UTF-8 rather than failing. */
function decoderFor(contentType: string | null): TextDecoder {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  try {
    return new TextDecoder(charset ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}

/** The bytes as text in the declared charset; a UTF-8 byte-order mark outranks the header, as the Encoding standard's decode does. */
export function decodeText(bytes: Uint8Array, contentType: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  const text = decoderFor(contentType).decode(bytes);
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}
