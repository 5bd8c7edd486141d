// Imported by the service worker (/sw.js, build/pwa.ts). A new service worker activates only when
// a new release of the site is taken up, so the pages read under the old release, which point at
// its old scripts and styles, are dropped then; pages read from now on are kept again.
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.delete("pages"));
});
