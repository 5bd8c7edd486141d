// The route table: every page of the site, derived from the content registries. Prerender,
// sitemap, the client router's manifest, page search and TENFOLD's knowledge all read it.
import { caseStudies } from "./case-studies.ts";
import { councillors } from "./councillors.ts";
import { howWeWork } from "./how-we-work.ts";
import { newsletterPages } from "./newsletter-pages.ts";
import { outcomes } from "./outcomes.ts";
import { policies } from "./policies.ts";
import { resources } from "./resources.ts";
import { services } from "./services.ts";
import { site } from "#shared/site.ts";
import { tools } from "./tools.ts";
import type { ArticleListing } from "./types.ts";
import { INSIGHTS_PATH, withBrand, type PageKind, type RouteEntry } from "./route-types.ts";

export * from "./route-types.ts";

/**
 * Tool pages with more than the tool's description, each its own page kind: Council Radar's
 * directory, and the tools a visitor can try, whose pages are interactive (their "Try it" panel).
 * Every other tool is a plain "tool" page, kept as prerendered markup.
 */
const TOOL_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  "/council-radar": "council-radar",
  "/govcal-pro": "govcal-pro",
  "/storyscanner": "storyscanner",
  "/sensechecker": "sensechecker",
  "/triage-bot": "triage-bot",
  "/bot-tester": "bot-tester",
  "/policy-intelligence": "policy-intelligence",
};

interface Aliased {
  readonly primary: string;
  readonly aliases: readonly string[];
}

function expand(paths: Aliased, make: (path: string, canonical: string, primary: boolean) => RouteEntry): RouteEntry[] {
  return [paths.primary, ...paths.aliases].map((path) => make(path, paths.primary, path === paths.primary));
}

export function buildRouteTable(articles: readonly ArticleListing[]): RouteEntry[] {
  const table: RouteEntry[] = [
    {
      path: "/",
      kind: "home",
      id: "home",
      title: `${site.brand} | Strategic Communications & Political Affairs`,
      description: `${site.brand} is a UK strategic communications and political affairs consultancy in Bristol and London. Meet TENFOLD, the ${site.product} AI Assistant.`,
      canonical: "/",
      primary: true,
      label: "Home",
      section: "Home",
    },
  ];

  table.push(
    {
      path: "/about",
      kind: "about",
      id: "about",
      canonical: "/about",
      primary: true,
      section: "Firm",
      label: "Our team",
      title: withBrand("About Us and Our Team"),
      description: `Meet the consultants of ${site.brand} in Bristol and London: who they are, what they have done before and the work each of them leads.`,
    },
    {
      path: "/case-studies",
      kind: "case-studies",
      id: "case-studies",
      canonical: "/case-studies",
      primary: true,
      section: "Firm",
      label: "Case studies",
      title: withBrand("Case Studies"),
      description:
        "Anonymised engagements: the situation our clients faced, what we did, who did it and the results we measured.",
    },
    {
      path: "/how-we-work",
      kind: "how-we-work",
      id: "how-we-work",
      canonical: "/how-we-work",
      primary: true,
      section: "Firm",
      label: "How we work and fees",
      title: withBrand(howWeWork.title),
      description: howWeWork.description,
    },
  );
  for (const c of caseStudies) {
    const path = `/case-studies/${c.slug}`;
    table.push({
      path,
      kind: "case-study",
      id: c.slug,
      title: withBrand(c.title),
      description: c.description,
      canonical: path,
      primary: true,
      label: c.name,
      section: "Firm",
    });
  }
  for (const s of services) {
    const path = `/services/${s.slug}`;
    table.push({
      path,
      kind: "service",
      id: s.slug,
      title: withBrand(s.title),
      description: s.description,
      canonical: path,
      primary: true,
      label: s.name,
      section: "Services",
    });
  }
  for (const o of outcomes) {
    const path = `/outcomes/${o.slug}`;
    table.push({
      path,
      kind: "outcome",
      id: o.slug,
      title: withBrand(o.title),
      description: o.description,
      canonical: path,
      primary: true,
      label: o.name,
      section: "Outcomes",
    });
  }
  for (const t of tools) {
    const kind = TOOL_PAGE_KINDS[t.path] ?? "tool";
    const section = kind === "council-radar" ? "Councils" : "Tools";
    table.push(
      ...expand({ primary: t.path, aliases: t.aliases }, (path, canonical, primary) => ({
        path,
        kind,
        id: t.path,
        title: withBrand(t.title),
        description: t.description,
        canonical,
        primary,
        label: t.name,
        section,
      })),
    );
  }
  for (const p of policies) {
    const kind = p.path === "/faq" ? "faq" : "policy";
    table.push({
      path: p.path,
      kind,
      id: p.path,
      title: withBrand(p.title),
      description: p.description,
      canonical: p.path,
      primary: true,
      label: p.title,
      section: "Policies",
    });
  }

  table.push(
    ...expand({ primary: INSIGHTS_PATH, aliases: ["/blog", "/insight"] }, (path, canonical, primary) => ({
      path,
      kind: "insights",
      id: "insights",
      canonical,
      primary,
      section: "Insights",
      label: "Insights",
      title: withBrand("Insights and Analysis"),
      description:
        "Analysis and practical guidance on UK politics, policy, planning and communications from our consultants in Bristol and London.",
    })),
  );
  for (const a of articles) {
    table.push(
      ...expand(
        { primary: `${INSIGHTS_PATH}/${a.slug}`, aliases: [`/blog/${a.slug}`] },
        (path, canonical, primary) => ({
          path,
          kind: "article",
          id: a.slug,
          title: withBrand(a.title),
          description: a.summary,
          canonical,
          primary,
          label: a.title,
          section: "Insights",
        }),
      ),
    );
  }

  table.push(
    ...expand({ primary: "/resources", aliases: ["/resources-test"] }, (path, canonical, primary) => ({
      path,
      kind: "resources",
      id: "resources",
      canonical,
      primary,
      section: "Resources",
      label: "Resources",
      title: withBrand("Resources: Guides, Checklists and Templates"),
      description:
        "Free practical guides, checklists and templates for consultations, crisis response, stakeholder mapping and parliamentary work.",
    })),
  );
  for (const r of resources) {
    const path = `/resources/${r.slug}`;
    table.push({
      path,
      kind: "resource",
      id: r.slug,
      title: withBrand(r.title),
      description: r.description,
      canonical: path,
      primary: true,
      label: r.title,
      section: "Resources",
    });
  }
  for (const c of councillors) {
    const path = `/councillor/${c.id}`;
    table.push({
      path,
      kind: "councillor",
      id: c.id,
      canonical: path,
      primary: true,
      section: "Councils",
      label: c.name,
      title: withBrand(`${c.name}, ${c.council}`),
      description: `Demonstration councillor profile: ${c.name}, ${c.party} councillor for ${c.ward} on ${c.council} (both fictional). Office, committees, declared interests and upcoming meetings.`,
    });
  }
  table.push({
    path: "/project-scoping",
    kind: "project-scoping",
    id: "project-scoping",
    title: withBrand("Project Scoping"),
    description:
      "Scope a communications or public affairs project with us: what we ask, how we estimate, and how to send us a brief in five minutes.",
    canonical: "/project-scoping",
    primary: true,
    label: "Project scoping",
    section: "Other",
  });
  for (const n of newsletterPages) {
    // Reached only from links in our emails: not indexed, not listed, not precached.
    table.push({
      path: n.path,
      kind: "newsletter",
      id: n.path,
      title: withBrand(n.title),
      description: n.description,
      canonical: n.path,
      primary: false,
      noindex: true,
      label: n.title,
      section: "Other",
    });
  }
  return table;
}
