// TENFOLD's panel: a dialog with chat and voice tabs. Loaded on demand and kept
// mounted once loaded, so a reply that arrives while it is closed still counts as unread. It
// grows out of the launcher when it opens and shrinks back into it when it closes. On short or
// narrow screens it is a full-screen sheet instead (styles.css), so nothing in it is cut off.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { site } from "#shared/site.ts";
import { MotionProvider, POPUP_MS, m, popupVariants } from "../ui/motion.tsx";
import { StatusDot } from "../components/status-dot.tsx";
import type { AssistantStatus } from "./assistant-status.ts";
import { ChatTab } from "./chat-tab.tsx";
import { PanelBoundary } from "./panel-boundary.tsx";
import { PanelTabs, tabPanelId } from "./panel-tabs.tsx";
import { useChat } from "./use-chat.ts";
import { useModalPanel, wrapTab } from "./use-modal-panel.ts";
import { VoiceTab } from "./voice-tab.tsx";
import type { VoiceState } from "./voice-state.ts";

export interface TenfoldPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onReply: () => void;
  /** Told the chat's status as it changes, for the launcher's badge. */
  readonly onStatus: (status: AssistantStatus) => void;
  /** The panel failed while rendering: the launcher says so; the page is unaffected. */
  readonly onFail: () => void;
  readonly panelId: string;
}

const STATUS_TEXT = { ready: "Ready", thinking: "Thinking", error: "Error" } as const;
const TABS = ["chat", "voice"] as const;

/**
 * Whether the panel is on screen: as soon as it opens, and until its closing animation is over.
 * A timer rather than the animation's end event, so the panel also leaves when no animation ran
 * (closed before the animation features arrived).
 */
function useShown(open: boolean): boolean {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setShown(false), POPUP_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return shown;
}

export default function TenfoldPanel(props: TenfoldPanelProps) {
  return (
    <PanelBoundary onError={props.onFail} open={props.open}>
      <MotionProvider>
        <Panel {...props} />
      </MotionProvider>
    </PanelBoundary>
  );
}

function Panel({ open, onClose, onReply, onStatus, panelId }: Omit<TenfoldPanelProps, "onFail">) {
  const chat = useChat(onReply);
  const [tab, setTab] = useState<(typeof TABS)[number]>("chat");
  const shown = useShown(open);
  const titleId = useId();
  const tabIds = { chat: useId(), voice: useId() };
  const section = useRef<HTMLElement>(null);
  // A failed call shows in the header too, while the voice tab is open: the header speaks for
  // the tab on screen, and "Ready" over a refused microphone would contradict it.
  const [voiceFailed, setVoiceFailed] = useState(false);
  const onVoiceState = useCallback((state: VoiceState) => setVoiceFailed(state.kind === "failed"), []);
  const status = tab === "voice" && open && voiceFailed ? "error" : chat.status;
  useModalPanel(open, section);
  // When the sheet is taller than the screen (text enlarged), it opens scrolled to its foot: the
  // conversation and the message box in sight, the header and tabs a scroll or a Shift+Tab away.
  useEffect(() => {
    const element = section.current;
    // Only where the sheet scrolls (styles.css): a panel that clips would hide its header instead.
    if (open && element && getComputedStyle(element).overflowY === "auto") element.scrollTop = element.scrollHeight;
  }, [open]);

  useEffect(() => onStatus(chat.status), [chat.status, onStatus]);

  return (
    <m.section
      ref={section}
      id={panelId}
      role="dialog"
      aria-modal={open}
      aria-labelledby={titleId}
      onKeyDown={wrapTab}
      hidden={!shown}
      // While it shrinks away it no longer takes clicks, focus or screen-reader attention.
      inert={!open}
      // The first render takes its state as it is: a panel prerendered closed does not animate
      // shut, and one rendered by the click that opens it is there at once.
      initial={false}
      animate={open ? "open" : "closed"}
      variants={popupVariants}
      style={{ transformOrigin: "bottom right" }}
      // `hidden` alone would lose to the display utility, so the display follows it too.
      className={`tenfold-panel fixed right-4 z-40 ${shown ? "flex" : "hidden"} w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-ink shadow-2xl`}
    >
      {/* A div, not a header: Chromium exposed the header as a second banner landmark. */}
      <div className="flex shrink-0 items-center justify-between bg-ink px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold tracking-wide">
            TENFOLD
          </h2>
          <p className="flex items-center gap-2 text-xs text-slate-300">
            <StatusDot status={status} data-testid="tenfold-status" />
            <span>{STATUS_TEXT[status]}</span> · The {site.product} AI Assistant
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close TENFOLD"
          className="rounded p-2 text-xl leading-none hover:bg-white/10"
        >
          ×
        </button>
      </div>
      <PanelTabs label="TENFOLD mode" tabs={TABS} selected={tab} onSelect={setTab} ids={tabIds} />
      <div
        id={tabPanelId(tabIds.chat)}
        role="tabpanel"
        aria-labelledby={tabIds.chat}
        hidden={tab !== "chat"}
        className="min-h-0 flex-1"
      >
        {/* The message box takes the focus when the panel opens, not when the chat tab is
            selected: the arrow keys keep the focus on the tabs (WAI-ARIA tabs pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an opening dialog moves focus into itself (WAI-ARIA dialog pattern) */}
        <ChatTab chat={chat} onNavigate={onClose} autoFocus={open} />
      </div>
      <div
        id={tabPanelId(tabIds.voice)}
        role="tabpanel"
        aria-labelledby={tabIds.voice}
        hidden={tab !== "voice"}
        className="min-h-0 flex-1"
      >
        {/* Mounted only while visible, so leaving the tab or closing the panel ends the call. */}
        {open && tab === "voice" && (
          <VoiceTab ask={chat.askAloud} onSpoken={chat.recordSpoken} onState={onVoiceState} />
        )}
      </div>
    </m.section>
  );
}
