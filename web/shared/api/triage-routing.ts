// What Triage Bot routes an enquiry to: the firm's services (slug, name, page) and who on the team
// takes each (the team registry's `services`, its specialisms). Written at build time from the
// content registries beside TENFOLD's knowledge (build/knowledge/knowledge-routing.ts), since the
// functions read the site's facts only from web/shared/ and the generated files.

export interface RoutedService {
  readonly slug: string;
  readonly name: string;
  /** The service's page on the site. */
  readonly url: string;
  /** What the service does, in its page's own words (its lede), for the model's instructions. */
  readonly summary: string;
}

export interface RoutedPerson {
  readonly slug: string;
  readonly name: string;
  /** Their profile on the team page. */
  readonly url: string;
  /** The slugs of the services they lead on, their main one first. */
  readonly services: readonly string[];
}

export interface TriageRouting {
  readonly services: readonly RoutedService[];
  /** In the team registry's order: where two people share a specialism, the first leads unless the enquiry points to the other. */
  readonly team: readonly RoutedPerson[];
}
