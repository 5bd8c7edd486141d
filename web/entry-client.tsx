// Browser entry: hydrates the prerendered HTML. Recoverable errors (hydration mismatches among
// them) are reported to the console, where the end-to-end tests watch for them.
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./styles.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/app.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from the page");

hydrateRoot(
  root,
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
  {
    onRecoverableError(error) {
      console.error("Recoverable React error", error);
    },
  },
);
