// The staff console's entry: a page of its own, built separately from the public site
// (vite.staff.config.ts), so none of its code or styles reach a visitor. Each section's code is
// its own chunk, loaded when a person opens it.
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { preload, SWRConfig } from "swr";
import { ConsoleApp, loadSectionAt } from "./console-app.tsx";
import { listQuery, staffDataKey } from "./lib/list-query.ts";
import { staffGet, staffSwrConfig } from "./lib/staff-api.ts";
import { SECTION_LISTS } from "./lists.ts";

/**
 * A section that opens on a list asks for its rows now, alongside the section's code, rather than
 * once that code has loaded and rendered: the first row then appears a round of requests sooner.
 * The page's own request, with the same key, picks up this one.
 */
function preloadList(): void {
  const section = /^\/staff\/([a-z]+)\/?$/.exec(location.pathname)?.[1];
  const list = section ? SECTION_LISTS[section] : undefined;
  if (!list) return;
  // A failure is the page's to show when it renders; here it must not surface as unhandled.
  preload(
    staffDataKey(list.contract, {}, listQuery(new URLSearchParams(location.search), list.filters)),
    staffGet,
  ).catch(() => undefined);
}

// The section's code and its list's rows start together, before React has rendered anything.
loadSectionAt(location.pathname);
preloadList();
const root = document.getElementById("staff-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={staffSwrConfig}>
        <BrowserRouter basename="/staff">
          <ConsoleApp />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>,
  );
}
