// The command palette (Ctrl/Cmd+K, closed by Escape): Contact Us and Book a Call, plus search
// over every page in the route table. Loaded on first use. While the visitor types, the matches
// are one list in the order of lib/command-search.ts, so the first (highlighted) one is the best,
// and Enter opens it.
import { useState } from "react";
import { useNavigate, type NavigateFunction } from "react-router-dom";
import { routes } from "virtual:route-manifest";
import { site } from "#shared/site.ts";
import { rankEntries, type Searchable } from "../lib/command-search.ts";
import { goToSection } from "../lib/scroll-to-section.ts";
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "../ui/command.tsx";

interface PaletteEntry extends Searchable {
  /** Unique: cmdk tells options apart by it. */
  readonly value: string;
  readonly group: string;
  readonly hint?: string;
  /** Whether the visitor stays where they were (focus then goes back to what opened the palette). */
  readonly staysHere: boolean;
  readonly run: (navigate: NavigateFunction) => void;
}

const actions: readonly PaletteEntry[] = [
  {
    value: "Contact Us",
    label: "Contact Us",
    group: "Actions",
    keywords: ["email", "message", "get in touch"],
    staysHere: false,
    run: (navigate) => goToSection("/#contact", navigate),
  },
  {
    value: "Book a Call",
    label: "Book a Call",
    group: "Actions",
    hint: "opens scheduling",
    keywords: ["meeting", "schedule", "calendar"],
    staysHere: true,
    run: () => window.open(site.bookCallUrl, "_blank", "noopener"),
  },
];

const pages: readonly PaletteEntry[] = routes
  .filter((entry) => entry.primary && !entry.noindex)
  .map((entry) => ({
    value: `${entry.label} ${entry.path}`,
    label: entry.label,
    group: entry.section,
    keywords: [entry.description, entry.path],
    staysHere: false,
    run: (navigate) => navigate(entry.path),
  }));

const entries = [...actions, ...pages];
const NO_MATCHES = "No matching pages. Try “contact” or a service name.";
const groups = [...new Set(entries.map((entry) => entry.group))];

interface CommandPaletteProps {
  readonly open: boolean;
  /** `returnFocus`: put focus back where it was when the palette opened. */
  readonly onClose: (returnFocus: boolean) => void;
}

export default function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const close = (returnFocus: boolean) => {
    setSearch("");
    onClose(returnFocus);
  };
  const item = (entry: PaletteEntry) => (
    <CommandItem
      key={entry.value}
      value={entry.value}
      onSelect={() => {
        close(entry.staysHere);
        entry.run(navigate);
      }}
    >
      {entry.label}
      {entry.hint && <span className="text-xs opacity-80">{entry.hint}</span>}
    </CommandItem>
  );

  const searching = search.trim() !== "";
  const matches = searching ? rankEntries(entries, search) : [];
  return (
    // Matching and order are ours (shouldFilter off): cmdk highlights the first option shown.
    <CommandDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close(true))}
      label="Command palette"
      shouldFilter={false}
    >
      <div className="flex items-center">
        <CommandInput placeholder="Search pages or type a command…" value={search} onValueChange={setSearch} />
        <button
          type="button"
          onClick={() => close(true)}
          aria-label="Close search"
          className="mx-2 shrink-0 rounded p-2 text-2xl leading-none text-slate-600 hover:text-ink"
        >
          ×
        </button>
      </div>
      {/* What the typing found, said without moving the focus from the input (WCAG 4.1.3). */}
      <p role="status" className="sr-only">
        {searching
          ? matches.length === 0
            ? NO_MATCHES
            : `${matches.length} ${matches.length === 1 ? "match" : "matches"}`
          : ""}
      </p>
      <CommandList>
        <CommandEmpty>{NO_MATCHES}</CommandEmpty>
        {searching
          ? matches.map(item)
          : groups.map((group) => (
              <CommandGroup key={group} heading={group}>
                {entries.filter((entry) => entry.group === group).map(item)}
              </CommandGroup>
            ))}
      </CommandList>
    </CommandDialog>
  );
}
