// Follows a "/#section" link: scrolls when the section is on this page, otherwise navigates to
// the home page with the hash (the router then scrolls to it after the page renders). Either
// way focus moves to the section's heading, so the next Tab continues from there.
import { moveFocusTo } from "./move-focus.ts";

// React Router's navigate may return a promise (data routers); nothing here waits for it.
export type Navigate = (to: string) => void | Promise<void>;

export function goToSection(href: string, navigate: Navigate, doc: Document = document): void {
  const [path = "/", id = ""] = href.split("#");
  const target = id ? doc.getElementById(id) : null;
  if (target && (path === "" || path === doc.location.pathname)) {
    target.scrollIntoView({ behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    history.replaceState(history.state, "", `#${id}`);
    moveFocusTo(target);
    return;
  }
  void navigate(href);
}
