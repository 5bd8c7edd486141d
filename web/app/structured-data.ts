// JSON-LD for search engines: the firm as a ProfessionalService on every page, plus what each
// page is about (an Article, the team as Persons, a case study, a policy). Facts come from the
// site config and the registries (opening hours, rating, en-GB).
import { caseStudies } from "../content/case-studies.ts";
import type { PageKind, RouteEntry } from "../content/route-types.ts";
import { howWeWork } from "../content/how-we-work.ts";
import { policies } from "../content/policies.ts";
import { site, type Reviews } from "#shared/site.ts";
import { team } from "../content/team.ts";
import type { ArticleListing } from "../content/types.ts";

type JsonLd = Record<string, unknown>;

/**
 * Pages that show the client rating (components/client-rating.tsx). Only these carry it in their
 * JSON-LD: a marked-up rating must be visible on the page it marks up, and a unit test renders
 * every page to hold the two together.
 */
export const RATED_PAGE_KINDS: ReadonlySet<PageKind> = new Set<PageKind>(["home", "about"]);

const ORGANIZATION_ID = `${site.origin}/#organization`;

export function organizationJsonLd({
  reviews = site.reviews,
  rated = false,
}: { reviews?: Reviews | null; rated?: boolean } = {}): JsonLd {
  const [headOffice] = site.offices;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": ORGANIZATION_ID,
    name: site.brand,
    legalName: site.legal.name,
    description: `${site.brand} is a UK ${site.tagline.toLowerCase()} consultancy.`,
    url: site.origin,
    logo: `${site.origin}/icons/icon-512.png`,
    email: site.email,
    telephone: site.phoneE164,
    inLanguage: site.language,
    knowsLanguage: site.language,
    areaServed: { "@type": "Country", name: "United Kingdom" },
    address: headOffice && postalAddress(headOffice),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.brand} ${office.city}`,
      telephone: office.phoneE164,
      address: postalAddress(office),
    })),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.openingHours.days,
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    ...(rated && reviews
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.value,
            reviewCount: reviews.count,
            bestRating: reviews.best,
            worstRating: 1,
          },
        }
      : {}),
    sameAs: site.socials.map((social) => social.url),
  };
}

function postalAddress(office: (typeof site.offices)[number]): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.locality,
    postalCode: office.postcode,
    addressCountry: "GB",
  };
}

export function articleJsonLd(article: ArticleListing & { read_time: number }, url: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.published_at,
    ...(article.updated_at ? { dateModified: article.updated_at } : {}),
    image: `${site.origin}${article.cover_image}`,
    keywords: article.tags.join(", "),
    timeRequired: `PT${article.read_time}M`,
    inLanguage: site.language,
    mainEntityOfPage: url,
    url,
    author: { "@id": ORGANIZATION_ID },
    publisher: { "@id": ORGANIZATION_ID },
  };
}

function personJsonLd(person: (typeof team)[number]): JsonLd {
  return {
    "@type": "Person",
    "@id": `${site.origin}/about#${person.slug}`,
    name: person.name,
    jobTitle: person.role,
    url: `${site.origin}/about#${person.slug}`,
    worksFor: { "@id": ORGANIZATION_ID },
    workLocation: { "@type": "Place", name: `${site.brand} ${person.office}` },
    knowsAbout: person.focus,
  };
}

function webPage(type: string, entry: RouteEntry, url: string, extra: JsonLd = {}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: entry.title,
    description: entry.description,
    url,
    inLanguage: site.language,
    isPartOf: { "@type": "WebSite", name: site.brand, url: site.origin },
    publisher: { "@id": ORGANIZATION_ID },
    ...extra,
  };
}

/** What a page is about, beyond the organisation itself; empty for pages with nothing more to say. */
function pageJsonLd(entry: RouteEntry, url: string): JsonLd[] {
  switch (entry.kind) {
    case "about":
      return [
        webPage("AboutPage", entry, url, { mainEntity: { "@id": ORGANIZATION_ID }, hasPart: team.map(personJsonLd) }),
      ];
    case "case-studies":
      return [
        webPage("CollectionPage", entry, url, {
          hasPart: caseStudies.map((study) => ({
            "@type": "Article",
            headline: study.name,
            url: `${site.origin}/case-studies/${study.slug}`,
          })),
        }),
      ];
    case "case-study": {
      const study = caseStudies.find((item) => item.slug === entry.id);
      if (!study) return [];
      const authors = team.filter((person) => (study.team as readonly string[]).includes(person.slug));
      return [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          articleSection: "Case studies",
          headline: study.name,
          description: study.description,
          about: study.sector,
          keywords: study.keywords.join(", "),
          inLanguage: site.language,
          url,
          mainEntityOfPage: url,
          author: authors.map(personJsonLd),
          publisher: { "@id": ORGANIZATION_ID },
        },
      ];
    }
    case "how-we-work":
      return [webPage("WebPage", entry, url, { dateModified: howWeWork.updated, about: { "@id": ORGANIZATION_ID } })];
    case "policy":
    case "faq": {
      const policy = policies.find((item) => item.path === entry.id);
      return policy ? [webPage("WebPage", entry, url, { dateModified: policy.updated })] : [];
    }
    default:
      return [];
  }
}

/** Every JSON-LD block of a page, in the order the prerender writes them. */
export function structuredDataFor(
  entry: RouteEntry,
  url: string,
  article?: ArticleListing & { read_time: number },
): JsonLd[] {
  return [
    organizationJsonLd({ rated: RATED_PAGE_KINDS.has(entry.kind) }),
    ...(article ? [articleJsonLd(article, url)] : []),
    ...pageJsonLd(entry, url),
  ];
}

/** Serialises JSON-LD for an inline script; escaping "<" keeps "</script>" in data from closing it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
