// SenseChecker's worker: loads the en-GB dictionary (about 550 KB, fetched on first use, never
// part of a page's first load) and checks drafts off the page's main thread, so a long draft
// does not freeze typing or scrolling. The dictionary's files are content-hashed, so the copy kept
// in the browser's cache (DICTIONARY_CACHE) serves a returning visitor, online or not.
import "./umd-require.ts";
// The affix rules are 3 KB, so they travel in this chunk; the word list is fetched, and kept.
import aff from "../../../node_modules/dictionary-en-gb/index.aff?raw";
import dicUrl from "../../../node_modules/dictionary-en-gb/index.dic?url";
import { senseChecker, type SenseCheck } from "./sense-analyser.ts";
import { DICTIONARY_CACHE, type FromWorker, type ToWorker } from "./sense-protocol.ts";

let checker: Promise<SenseCheck> | undefined;

async function cachedText(url: string, cache: Cache | undefined): Promise<string> {
  const kept = await cache?.match(url).catch(() => undefined);
  if (kept) return kept.text();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The dictionary could not be fetched (${response.status}).`);
  await cache?.put(url, response.clone()).catch(() => undefined);
  return response.text();
}

async function openCache(): Promise<Cache | undefined> {
  if (typeof caches === "undefined") return undefined;
  const cache = await caches.open(DICTIONARY_CACHE).catch(() => undefined);
  // A new release's files have new names: the old ones are dropped.
  const current = new URL(dicUrl, self.location.href).href;
  for (const request of (await cache?.keys()) ?? []) if (request.url !== current) await cache?.delete(request);
  return cache;
}

async function loadChecker(): Promise<SenseCheck> {
  const cache = await openCache();
  return senseChecker({ aff, dic: await cachedText(dicUrl, cache) });
}

function answer(message: FromWorker): void {
  self.postMessage(message);
}

self.addEventListener("message", (event: MessageEvent<ToWorker>) => {
  const request = event.data;
  const loading = (checker ??= loadChecker());
  loading.catch(() => {
    // Asked again at the next request (offline on first use, say).
    checker = undefined;
  });
  if (request.type === "warm") return;
  loading
    .then((check) => check(request.text, new Date(request.today)))
    .then(
      (findings) => answer({ id: request.id, findings }),
      (error: unknown) => answer({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
