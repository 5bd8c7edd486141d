// Hydrates the prerendered HTML, loaded by web/entry-client.tsx after the first paint.
// Recoverable errors (hydration mismatches among them) are reported to the console, where the
// end-to-end tests watch for them.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/app.tsx";
import { reactIsListening } from "./lib/early-input.ts";
import { applySiteStylesheet } from "./lib/site-stylesheet.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from the page");

// The page carries only the rules its own markup uses; what the app renders from now on may need
// the rest (web/lib/site-stylesheet.ts). A promise, not a top-level await, which would make the
// bundler split the entry's small chunk into several requests.
void applySiteStylesheet().then(() => hydrate(root));

function hydrate(root: HTMLElement) {
  // Hydrating inside a transition lets React yield to the browser every few milliseconds, so a
  // tap or a keypress during hydration is handled at once instead of after one long task.
  startTransition(() => {
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
    // React's listeners are attached now; it hydrates whatever a later click lands on first.
    reactIsListening();
  });
}
