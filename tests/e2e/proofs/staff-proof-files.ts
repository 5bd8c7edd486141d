// Shared by the console's proof specs: dropping a file on a drop zone the way a browser does
// (dragenter, dragover, drop, with a DataTransfer holding a real File), and watching for uploads.
import type { Locator, Page } from "@playwright/test";

export interface DroppedFile {
  readonly name: string;
  readonly mimeType: string;
  /** The bytes, or a size to fill with a PDF's signature and zeros (built in the page: no 20 MB round trip). */
  readonly content: Buffer | { readonly pdfOfSize: number };
}

export async function dropFile(zone: Locator, file: DroppedFile): Promise<void> {
  const content = Buffer.isBuffer(file.content) ? { bytes: file.content.toString("base64") } : file.content;
  const transfer = await zone.page().evaluateHandle(
    ({ name, mimeType, content }) => {
      let bytes: Uint8Array<ArrayBuffer>;
      if ("bytes" in content) bytes = Uint8Array.from(atob(content.bytes), (char) => char.charCodeAt(0));
      else {
        bytes = new Uint8Array(content.pdfOfSize);
        bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
      }
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: mimeType }));
      return data;
    },
    { name: file.name, mimeType: file.mimeType, content },
  );
  for (const type of ["dragenter", "dragover", "drop"]) await zone.dispatchEvent(type, { dataTransfer: transfer });
  await transfer.dispose();
}

/** Every request the page makes to the proofs API from now on, as "METHOD path". */
export function proofRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/admin/proofs")) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}
