// TENFOLD's floating badge and launcher, on every page. The panel's code loads when the visitor
// opens it or once the page has loaded and gone quiet; the `triggerTenfold` page event toggles
// it.
import { startTransition, useCallback, useEffect, useId, useRef, useState } from "react";
import { useDismiss } from "../hooks/use-dismiss.ts";
import { onDemand, useOnDemand } from "../hooks/use-on-demand.ts";
import { earlyLoad } from "../lib/early-input.ts";
import { TRIGGER_TENFOLD_EVENT } from "../lib/tenfold-events.ts";
import { whenSettled } from "../lib/when-idle.ts";
import type { AssistantStatus } from "./assistant-status.ts";
import { WIDEST_BADGE_LABELS } from "./badge-label.ts";
import { useBadgeLabel } from "./use-badge-label.ts";

const tenfoldPanel = onDemand(() => import("./tenfold-panel.tsx"));

/**
 * Shows or hides the note that TENFOLD could not start (the page works as before). The note is in
 * the page's HTML (web/index.html), words and all, so it costs the first-load script nothing.
 */
function showFailed(shown: boolean): void {
  const note = document.getElementById("tenfold-failed");
  if (note) note.hidden = !shown;
}

export function TenfoldLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const isOpen = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // The chat's status, reported by the panel once it is loaded: the badge says Thinking only
  // while a reply is really being worked on.
  const [status, setStatus] = useState<AssistantStatus>("ready");
  const held = useCallback(() => button.current?.matches(":hover, :focus") ?? false, []);
  const badge = useBadgeLabel(status, held, open);
  // Rendered ahead of a first click as a transition; at once when the visitor opens it.
  const TenfoldPanel = useOnDemand(tenfoldPanel, loaded, open)?.default;
  // The panel's code failed to load (offline, a new release) or to render: the launcher says so,
  // the page carries on, and the next press tries again.
  const fail = () => {
    showFailed(true);
    setOpen(false);
  };

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(open, container, close);

  // Opening the panel reads its replies. Reset while rendering, not in an effect, so no render
  // shows the old count (https://react.dev/learn/you-might-not-need-an-effect).
  if (open && unread) setUnread(0);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  useEffect(() => {
    const toggle = () => {
      setLoaded(true);
      setOpen((value) => !value);
    };
    window.addEventListener(TRIGGER_TENFOLD_EVENT, toggle);
    // Tells the page's "Show me Tenfold" links that the assistant is listening.
    document.documentElement.dataset["tenfold"] = "ready";
    // Rendered ahead of a first click, once the page has loaded and gone quiet, as a transition:
    // React then builds the panel in slices of a few milliseconds instead of one long task.
    const cancelPrerender = whenSettled(() => startTransition(() => setLoaded(true)), 8000);
    return () => {
      window.removeEventListener(TRIGGER_TENFOLD_EVENT, toggle);
      delete document.documentElement.dataset["tenfold"];
      cancelPrerender();
    };
  }, []);

  const onReply = useCallback(() => {
    if (!isOpen.current) setUnread((count) => count + 1);
  }, []);

  const thinking = badge === "Thinking";
  return (
    <div ref={container} className="ml-auto">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        {...earlyLoad("tenfold")}
        aria-label={`${open ? "Close" : "Open"} TENFOLD, the AI assistant${unread > 0 ? `, ${unread} unread` : ""}`}
        onClick={() => {
          showFailed(false);
          setLoaded(true);
          setOpen((value) => !value);
          // Pressed while its code cannot be had: the launcher says so (the next press tries again).
          tenfoldPanel.load().catch(fail);
        }}
        onPointerEnter={() => void tenfoldPanel.load().catch(() => undefined)}
        className="relative flex items-center gap-2 rounded-full bg-ink py-3 pl-3 pr-4 sm:gap-3 sm:pl-4 sm:pr-5 text-white shadow-xl ring-1 ring-white/20 hover:bg-slate-800"
      >
        <span className="font-semibold tracking-wider">TENFOLD</span>
        {/* The status word is decoration: the button's name says what it does, and a name that
            leaves out visible words fails "label in name" (WCAG 2.5.3) unless they are hidden. */}
        <span
          aria-hidden="true"
          className="flex items-center gap-1.5 text-xs"
          data-testid="tenfold-badge"
          data-tone={thinking ? "orange" : "green"}
        >
          <span className={`inline-block h-2 w-2 rounded-full ${thinking ? "bg-orange-400" : "bg-green-400"}`} />
          {/* Sized for the widest labels (drawn invisibly by CSS), so the launcher, anchored to
              the right edge, keeps its width and position as the label changes. Each label is a
              new element (keyed), which the browser does not count as text that moved. */}
          {/* Below 400 px the status is the dot alone, so the badge and Get In Touch share a row. */}
          <span className="badge-label" data-widest-a={WIDEST_BADGE_LABELS[0]} data-widest-b={WIDEST_BADGE_LABELS[1]}>
            <span key={badge} className={thinking ? "text-orange-300" : "text-green-300"}>
              {badge}
            </span>
          </span>
        </span>
        {unread > 0 && (
          <span
            data-testid="tenfold-unread"
            className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold"
            aria-hidden="true"
          >
            {unread}
          </span>
        )}
      </button>
      {TenfoldPanel && (
        <TenfoldPanel
          open={open}
          onClose={close}
          onReply={onReply}
          onStatus={setStatus}
          onFail={fail}
          panelId={panelId}
        />
      )}
    </div>
  );
}
