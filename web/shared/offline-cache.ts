// What the service worker keeps on a visitor's device (build/pwa.ts), in one place, so that the
// cookie policy states the same limits and the same pages that are never kept.
import {
  CONFIRM_PAGE_PATH,
  SUBSCRIPTION_CONFIRMED_PATH,
  SUBSCRIPTION_NOT_CONFIRMED_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBED_PATH,
} from "./api/newsletter.ts";

/** Pages read outside the precache, and images: at most this many, each for at most this long. */
export const OFFLINE_CACHE = {
  pages: { maxEntries: 60, maxAgeDays: 30 },
  images: { maxEntries: 60, maxAgeDays: 30 },
} as const;

/**
 * The cache SenseChecker's worker keeps its British English dictionary in (web/tools/sensechecker/),
 * outside the service worker's precache because of its size, so a returning visitor can check a
 * draft offline. It holds the public word list only, replaced at each release.
 */
export const DICTIONARY_CACHE = "sensechecker-dictionary";

/**
 * Pages never kept on the device: a client's approval link, the staff console (its pages show what
 * visitors sent), and the pages a newsletter email leads to, whose links carry the reader's token.
 * Each is a path, or a prefix when it ends in "/".
 */
export const NEVER_KEPT_PAGES = [
  "/approval/",
  "/staff",
  "/staff/",
  CONFIRM_PAGE_PATH,
  SUBSCRIPTION_CONFIRMED_PATH,
  SUBSCRIPTION_NOT_CONFIRMED_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBED_PATH,
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The service worker's pattern for those pages, matched against a request's whole URL. A RegExp
 * rather than a function because Workbox writes the pattern into sw.js as source text, where a
 * function could not reach this list.
 */
export const NEVER_KEPT_PATTERN = new RegExp(
  `^https?://[^/]+(?:${NEVER_KEPT_PAGES.map((path) => (path.endsWith("/") ? escape(path) : `${escape(path)}(?:[?#]|$)`)).join("|")})`,
);
