// The staff console's entry: a page of its own, built separately from the public site
// (vite.staff.config.ts), so none of its code or styles reach a visitor. Each section's code is
// its own chunk, loaded when a person opens it.
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { SWRConfig } from "swr";
import { ConsoleApp } from "./console-app.tsx";
import { staffSwrConfig } from "./lib/staff-api.ts";

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
