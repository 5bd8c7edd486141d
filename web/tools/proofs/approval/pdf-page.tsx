// One page of a PDF proof: a canvas the size of the page, drawn when it comes near the viewport,
// so a long document costs only the pages the reviewer scrolls to, and again when its width changes.
import { useEffect, useRef } from "react";
import type { OpenedPdf, PageSize } from "./pdf-document.ts";

interface PdfPageProps {
  pdf: OpenedPdf;
  number: number;
  size: PageSize;
  label: string;
  onFailed: () => void;
}

export function PdfPage({ pdf, number, size, label, onFailed }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // The CSS width the page was last drawn at (0 until it first nears the viewport).
    let drawnWidth = 0;
    // pdf.js draws on a canvas one render at a time, so draws are chained; a draw already
    // waiting reads the width when it starts, so a burst of resizes costs one more draw.
    let drawing = Promise.resolve();
    let waiting = false;
    const draw = () => {
      if (waiting) return;
      waiting = true;
      drawing = drawing
        .then(() => {
          waiting = false;
          drawnWidth = element.getBoundingClientRect().width;
          return pdf.drawPage(number, element, drawnWidth);
        })
        .catch(onFailed);
    };
    // Drawn again when its width changes by more than a tenth (a phone turned on its side, a
    // window resized), so the reviewer never reads a stretched, blurred page.
    const resized = new ResizeObserver(() => {
      if (drawnWidth > 0 && Math.abs(element.getBoundingClientRect().width - drawnWidth) > drawnWidth / 10) draw();
    });
    resized.observe(element);
    // A screen ahead, so the next page is usually drawn before it scrolls into view.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        draw();
      },
      { rootMargin: "100% 0px" },
    );
    near.observe(element);
    return () => {
      near.disconnect();
      resized.disconnect();
    };
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
