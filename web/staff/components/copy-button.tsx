// Copies a text (a client's link) and says so where a screen reader hears it.
import { useState } from "react";

export function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className={`rounded-md border border-slate-500 bg-white px-3 py-1 font-medium hover:bg-slate-100 ${className}`}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === "copied" ? "Copied." : state === "failed" ? "Could not copy: select the link and copy it." : ""}
      </span>
    </span>
  );
}
