// The records the fake GOV.UK serves (tests/fakes/fake-govuk.ts), in the search API's and the
// content API's recorded shapes (https://www.gov.uk/api/search.json, /api/content/<path>), kept
// apart so the tests in workerd can compare with them. The organisations carry the extra fields
// GOV.UK sends, which the adapter ignores.
const org = (slug: string, title: string, acronym: string) => ({
  acronym,
  content_id: `00000000-0000-4000-8000-${slug.length.toString().padStart(12, "0")}`,
  link: `/government/organisations/${slug}`,
  slug,
  title,
  organisation_crest: "single-identity",
  organisation_state: "live",
  organisation_type: "ministerial_department",
});

const TREASURY = org("hm-treasury", "HM Treasury", "HMT");
const DHSC = org("department-of-health-and-social-care", "Department of Health and Social Care", "DHSC");
const MHCLG = org(
  "ministry-of-housing-communities-local-government",
  "Ministry of Housing, Communities and Local Government",
  "MHCLG",
);
const DESNZ = org(
  "department-for-energy-security-and-net-zero",
  "Department for Energy Security and Net Zero",
  "DESNZ",
);

const searchFields = (index: number) => ({
  index: "govuk",
  es_score: null,
  model_score: null,
  original_rank: null,
  combined_score: null,
  _id: `doc-${index}`,
  elasticsearch_type: "edition",
  document_type: "edition",
});

export const FAKE_CONSULTATIONS = [
  {
    title: "Simplifying the tax treatment of small business rates relief",
    link: "/government/consultations/simplifying-the-tax-treatment-of-small-business-rates-relief",
    description: "Seeking views on options to simplify relief for small businesses.",
    public_timestamp: "2026-11-20T09:30:00.000+00:00",
    end_date: "2026-12-15T23:59:00.000+00:00",
    content_store_document_type: "open_consultation",
    organisations: [TREASURY],
    ...searchFields(1),
  },
  {
    title: "Call for evidence: the NHS workforce in rural areas",
    link: "/government/calls-for-evidence/the-nhs-workforce-in-rural-areas",
    description: "We want to hear from staff and patients about recruiting to rural practices.",
    public_timestamp: "2026-11-02T10:00:00.000+00:00",
    end_date: "2027-01-20T17:00:00.000+00:00",
    content_store_document_type: "open_call_for_evidence",
    organisations: [DHSC],
    ...searchFields(2),
  },
  {
    // No end_date in the search result: the adapter asks the content API for its closing date.
    title: "Planning fees for major developments",
    link: "/government/consultations/planning-fees-for-major-developments",
    description: "Proposals to set planning application fees locally.",
    public_timestamp: "2026-12-01T09:00:00.000+00:00",
    content_store_document_type: "open_consultation",
    organisations: [MHCLG],
    ...searchFields(3),
  },
  {
    title: "Heat network zoning: local delivery",
    link: "/government/consultations/heat-network-zoning-local-delivery",
    description: null,
    public_timestamp: "2026-10-15T09:00:00.000+01:00",
    end_date: "2026-12-22T23:45:00.000+00:00",
    content_store_document_type: "open_consultation",
    organisations: [DESNZ, MHCLG],
    ...searchFields(4),
  },
];

/** The content API's items, by path, for documents the search API gave no closing date. */
export const FAKE_CONTENT: Record<string, unknown> = {
  "/government/consultations/planning-fees-for-major-developments": {
    base_path: "/government/consultations/planning-fees-for-major-developments",
    content_id: "11111111-2222-4333-8444-555555555555",
    document_type: "open_consultation",
    schema_name: "consultation",
    title: "Planning fees for major developments",
    details: {
      body: "<p>Proposals to set planning application fees locally.</p>",
      opening_date: "2026-12-01T09:00:00.000+00:00",
      closing_date: "2027-02-09T23:59:00.000+00:00",
      held_on_another_website_url: null,
    },
    links: {},
  },
};
