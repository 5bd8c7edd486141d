// The page event that toggles the TENFOLD panel (`triggerTenfold`). The widget
// marks the document when it is listening; until then "open TENFOLD" goes to the AI page, so the
// click always does something.
export const TRIGGER_TENFOLD_EVENT = "triggerTenfold";
export const TENFOLD_FALLBACK_PATH = "/ai-mode";

export function isTenfoldListening(doc: Document = document): boolean {
  return doc.documentElement.dataset["tenfold"] === "ready";
}

/** Toggles the panel. Returns false when no widget is listening (the caller should navigate instead). */
export function triggerTenfold(target: Window = window): boolean {
  if (!isTenfoldListening(target.document)) return false;
  target.dispatchEvent(new CustomEvent(TRIGGER_TENFOLD_EVENT));
  return true;
}
