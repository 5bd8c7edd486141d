// pdf.js behind a small interface: opens a PDF proof and draws its pages on canvases. Only ever
// imported dynamically (pdf-pages.tsx), so pdf.js and its worker load when a PDF proof is shown,
// never with the rest of the site (docs/decisions/0008-proof-approval-links.md).
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from "pdfjs-dist";
// Emitted by Vite as a file of its own under /assets/; pdf.js starts it as a module worker
// (allowed by the page's `worker-src 'self'`).
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most this many device pixels per CSS pixel: sharp enough, and bounded memory. */
const MAX_PIXEL_RATIO = 2;

export interface PageSize {
  width: number;
  height: number;
}

export interface OpenedPdf {
  pageCount: number;
  /** The size of each of the first `upTo` pages, in PDF points, for placeholders before drawing. */
  pageSizes(upTo: number): Promise<PageSize[]>;
  /** Draws page `number` (from 1) on the canvas, `cssWidth` CSS pixels wide. */
  drawPage(number: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  close(): void;
}

/** Opens the PDF held in `data`; the caller fetched it, so failures to reach the file stay theirs. */
export async function openPdf(data: ArrayBuffer): Promise<OpenedPdf> {
  const task = getDocument({ data });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    void task.destroy();
    throw error;
  }
  return {
    pageCount: document.numPages,
    async pageSizes(upTo) {
      const sizes: PageSize[] = [];
      for (let number = 1; number <= Math.min(upTo, document.numPages); number++) {
        const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 });
        sizes.push({ width, height });
      }
      return sizes;
    },
    async drawPage(number, canvas, cssWidth) {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
    },
    close() {
      void task.destroy();
    },
  };
}
