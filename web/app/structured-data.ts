// JSON-LD for search engines: the firm as a ProfessionalService on every page, and an Article
// on insight pages. Facts come from the site config (spec section 1: opening hours, rating, en-GB).
import { site } from "../content/site.ts";
import type { ArticleMeta } from "../content/types.ts";

type JsonLd = Record<string, unknown>;

export function organizationJsonLd(): JsonLd {
  const [headOffice] = site.offices;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.origin}/#organization`,
    name: site.brand,
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
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
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

export function articleJsonLd(article: ArticleMeta & { read_time: number }, url: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.published_at,
    image: `${site.origin}${article.cover_image}`,
    keywords: article.tags.join(", "),
    timeRequired: `PT${article.read_time}M`,
    inLanguage: site.language,
    mainEntityOfPage: url,
    url,
    author: { "@id": `${site.origin}/#organization` },
    publisher: { "@id": `${site.origin}/#organization` },
  };
}

/** Serialises JSON-LD for an inline script; escaping "<" keeps "</script>" in data from closing it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
