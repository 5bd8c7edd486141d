// Reading the site's words for tests that hold them against the code: a policy page's text, or one
// section's, as a visitor reads it; an FAQ answer; and the outside hosts the code sends data to.
import { faq } from "../../web/content/faq.ts";
import { policies } from "../../web/content/policies.ts";
import { NOT_RECIPIENTS } from "../../web/shared/recipients.ts";

type PolicyPath = (typeof policies)[number]["path"];

/** A policy page's intro and sections (or only the section with this id), as one text. */
export function policyText(path: PolicyPath, sectionId?: string): string {
  const policy = policies.find((entry) => entry.path === path);
  if (!policy) throw new Error(`No policy at ${path}`);
  const sections = policy.sections.filter(
    (section) => sectionId === undefined || ("id" in section && section.id === sectionId),
  );
  if (sections.length === 0) throw new Error(`No section #${sectionId ?? ""} on ${path}`);
  const parts = sections.flatMap((section) => {
    const bullets: readonly string[] = ("bullets" in section ? section.bullets : undefined) ?? [];
    return [section.heading, ...section.paragraphs, ...bullets];
  });
  return [...(sectionId === undefined ? [policy.intro] : []), ...parts].join("\n");
}

/** The FAQ answer to the question that starts with `start`. */
export function faqAnswer(start: string): string {
  const item = faq.find((entry) => entry.question.startsWith(start));
  if (!item) throw new Error(`No FAQ question starting "${start}"`);
  return item.answer;
}

/**
 * The code the site runs: the functions and the browser app, but not the content registries nor
 * the site config (web/shared/site.ts), whose links (the firm's social profiles) a visitor follows.
 */
const sources = import.meta.glob<string>(
  [
    "../../functions/**/*.ts",
    "!../../functions/**/*.d.ts",
    // Every folder of the app, so a new one is scanned without being added here.
    "../../web/**/*.{ts,tsx}",
    "!../../web/content/**",
    "!../../web/shared/site.ts",
  ],
  { query: "?raw", import: "default", eager: true },
);

/** Written in code but never contacted: vocabularies, XML namespaces and the reserved example domains. */
const NOT_CONTACTED = [/^schema\.org$/, /^www\.w3\.org$/, /(^|\.)example\.(com|net|org)$/];

/** Every outside host named as an address in the code (https, wss or STUN), with the files that name it. */
export function hostsInCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    for (const match of source.matchAll(/["'`](?:(?:https?|wss?):\/\/|stuns?:)([a-z0-9.-]+)/gi)) {
      const host = (match[1] ?? "").toLowerCase();
      if (NOT_CONTACTED.some((pattern) => pattern.test(host)) || Object.hasOwn(NOT_RECIPIENTS, host)) continue;
      found.set(host, [...(found.get(host) ?? []), file]);
    }
  }
  return found;
}
