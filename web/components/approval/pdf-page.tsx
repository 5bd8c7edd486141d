// One page of a PDF proof: a canvas the size of the page, drawn when it comes near the viewport,
// so a long document costs only the pages the reviewer scrolls to.
import { useEffect, useRef } from "react";
import type { OpenedPdf, PageSize } from "./pdf-document.ts";

interface PdfPageProps { pdf: OpenedPdf; number: number; size: PageSize; label: string; onFailed: () => void }

export function PdfPage({ pdf, number, size, label, onFailed }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let started = false;
    const draw = () => {
      if (started) return;
      started = true;
      pdf.drawPage(number, element, element.getBoundingClientRect().width).catch(onFailed);
    };
    if (typeof IntersectionObserver === "undefined") return draw();
    // A screen ahead, so the next page is usually drawn before it scrolls into view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf, number, onFailed]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={Math.round(size.width)}
      height={Math.round(size.height)}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      className="mx-auto block h-auto w-full max-w-2xl bg-white shadow"
    />
  );
}
