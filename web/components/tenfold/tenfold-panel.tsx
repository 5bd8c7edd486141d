// TENFOLD's panel (spec section 2): a dialog with chat and voice tabs. Loaded on demand and kept
// mounted once loaded, so a reply that arrives while it is closed still counts as unread.
import { useId, useState } from "react";
import { site } from "../../content/site.ts";
import { StatusDot } from "../status-dot.tsx";
import { ChatTab } from "./chat-tab.tsx";
import { useChat } from "./use-chat.ts";
import { VoiceTab } from "./voice-tab.tsx";

export interface TenfoldPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onReply: () => void;
  readonly panelId: string;
}

const STATUS_TEXT = { ready: "Ready", thinking: "Thinking", error: "Error" } as const;

export default function TenfoldPanel({ open, onClose, onReply, panelId }: TenfoldPanelProps) {
  const chat = useChat(onReply);
  const [tab, setTab] = useState<"chat" | "voice">("chat");
  const titleId = useId();
  const tabIds = { chat: useId(), voice: useId() };

  return (
    <section
      id={panelId}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      // `hidden` alone would lose to the display utility, so the display follows `open` too.
      className={`fixed bottom-24 right-4 z-40 ${open ? "flex" : "hidden"} h-[min(36rem,calc(100vh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-ink shadow-2xl`}
    >
      <header className="flex items-center justify-between bg-ink px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold tracking-wide">TENFOLD</h2>
          <p className="flex items-center gap-2 text-xs text-slate-300">
            <StatusDot status={chat.status} data-testid="tenfold-status" />
            <span>{STATUS_TEXT[chat.status]}</span> · The {site.product} AI Assistant
          </p>
        </div>
        <button type="button" onClick={onClose} aria-label="Close TENFOLD" className="rounded p-2 text-xl leading-none hover:bg-white/10">×</button>
      </header>
      <div role="tablist" aria-label="TENFOLD mode" className="flex border-b border-slate-200 text-sm">
        {(["chat", "voice"] as const).map((name) => (
          <button
            key={name}
            id={tabIds[name]}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${tabIds[name]}-panel`}
            onClick={() => setTab(name)}
            className={`flex-1 px-4 py-2 font-semibold capitalize ${tab === name ? "border-b-2 border-amber-400 text-ink" : "text-slate-500"}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div id={`${tabIds.chat}-panel`} role="tabpanel" aria-labelledby={tabIds.chat} hidden={tab !== "chat"} className="min-h-0 flex-1">
        <ChatTab chat={chat} onNavigate={onClose} autoFocus={open && tab === "chat"} />
      </div>
      <div id={`${tabIds.voice}-panel`} role="tabpanel" aria-labelledby={tabIds.voice} hidden={tab !== "voice"} className="min-h-0 flex-1">
        {/* Mounted only while visible, so leaving the tab or closing the panel ends the call. */}
        {open && tab === "voice" && <VoiceTab />}
      </div>
    </section>
  );
}
