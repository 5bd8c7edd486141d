// A PDF proof drawn as page images. The file is served with a CSP `sandbox`, in which
// Chrome's own PDF viewer does not run, so the page draws it with pdf.js instead, loaded only here.
import { useCallback, useEffect, useState } from "react";
import type { OpenedPdf, PageSize } from "./pdf-document.ts";
import { PdfPage } from "./pdf-page.tsx";

/** At most this many pages are drawn; the rest are a download away (memory on phones). */
export const MAX_PREVIEW_PAGES = 20;

type PreviewState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; pdf: OpenedPdf; sizes: PageSize[] };

async function loadPdf(fileUrl: string, signal: AbortSignal): Promise<{ pdf: OpenedPdf; sizes: PageSize[] }> {
  const [{ openPdf }, response] = await Promise.all([import("./pdf-document.ts"), fetch(fileUrl, { signal })]);
  if (!response.ok) throw new Error(`The proof's file answered ${response.status}`);
  const pdf = await openPdf(await response.arrayBuffer());
  if (signal.aborted) {
    pdf.close();
    throw signal.reason;
  }
  return { pdf, sizes: await pdf.pageSizes(MAX_PREVIEW_PAGES) };
}

/** Keyed by the file's address where used: a new version starts again from "loading". */
export function PdfPages({ fileUrl, label }: { fileUrl: string; label: string }) {
  const [state, setState] = useState<PreviewState>({ kind: "loading" });
  const failed = useCallback(() => setState({ kind: "failed" }), []);

  useEffect(() => {
    const controller = new AbortController();
    let opened: OpenedPdf | null = null;
    loadPdf(fileUrl, controller.signal).then(
      (ready) => {
        opened = ready.pdf;
        if (controller.signal.aborted) return ready.pdf.close();
        setState({ kind: "ready", ...ready });
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      },
    );
    return () => {
      controller.abort();
      opened?.close();
    };
  }, [fileUrl]);

  if (state.kind === "loading") {
    return (
      <p
        role="status"
        className="grid min-h-40 place-items-center rounded-md border border-slate-400 bg-white p-6 text-slate-700"
      >
        Preparing the preview…
      </p>
    );
  }
  if (state.kind === "failed") {
    return (
      <p role="alert" className="rounded-md border border-slate-400 bg-white p-6">
        This PDF cannot be shown in the page. Download it below to read it.
      </p>
    );
  }
  const { pdf, sizes } = state;
  return (
    <div className="grid gap-3">
      <ol aria-label={`Pages of ${label}`} className="grid list-none gap-4 rounded-md bg-slate-200 p-2 sm:p-4">
        {sizes.map((size, index) => (
          <li key={index}>
            <PdfPage
              pdf={pdf}
              number={index + 1}
              size={size}
              label={`Page ${index + 1} of ${pdf.pageCount} of ${label}`}
              onFailed={failed}
            />
          </li>
        ))}
      </ol>
      {pdf.pageCount > sizes.length && (
        <p className="text-sm text-slate-700">
          The preview shows the first {sizes.length} of {pdf.pageCount} pages: download the PDF to see all{" "}
          {pdf.pageCount} pages.
        </p>
      )}
    </div>
  );
}
