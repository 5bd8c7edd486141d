// The command palette (spec section 2): Contact Us and Book a Call, plus search over every page
// in the route table. Loaded on first use.
import { useNavigate } from "react-router-dom";
import { routes } from "virtual:route-manifest";
import type { RouteEntry } from "../content/routes.ts";
import { site } from "../content/site.ts";
import { goToSection } from "../lib/scroll-to-section.ts";
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "../ui/command.tsx";

const searchable = routes.filter((entry) => entry.primary && !entry.noindex);
const sections = [...new Set(searchable.map((entry) => entry.section))];

export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const run = (action: () => void) => {
    onOpenChange(false);
    action();
  };
  return (
    <CommandDialog open={open} onOpenChange={onOpenChange} label="Command palette">
      <CommandInput placeholder="Search pages or type a command…" />
      <CommandList>
        <CommandEmpty>No matching pages. Try “contact” or a service name.</CommandEmpty>
        <CommandGroup heading="Actions">
          <CommandItem value="Contact Us" keywords={["email", "message", "get in touch"]} onSelect={() => run(() => goToSection("/#contact", navigate))}>
            Contact Us
          </CommandItem>
          <CommandItem value="Book a Call" keywords={["meeting", "schedule", "calendar"]} onSelect={() => run(() => window.open(site.bookCallUrl, "_blank", "noopener"))}>
            Book a Call <span className="text-xs text-slate-500">opens scheduling</span>
          </CommandItem>
        </CommandGroup>
        {sections.map((section) => (
          <CommandGroup key={section} heading={section}>
            {searchable
              .filter((entry) => entry.section === section)
              .map((entry: RouteEntry) => (
                <CommandItem key={entry.path} value={`${entry.label} ${entry.path}`} keywords={[entry.description]} onSelect={() => run(() => navigate(entry.path))}>
                  {entry.label}
                </CommandItem>
              ))}
          </CommandGroup>
        ))}
      </CommandList>
    </CommandDialog>
  );
}
