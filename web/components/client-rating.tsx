// The client rating with its source, shown wherever the page's JSON-LD carries aggregateRating
// (RATED_PAGE_KINDS in app/structured-data.ts); a unit test holds the two together.
import { Link } from "react-router-dom";
import { site, type Reviews } from "#shared/site.ts";

export function ratingSentence(reviews: Reviews): string {
  return `Rated ${reviews.value} out of ${reviews.best} from ${reviews.count} client reviews`;
}

export function ClientRating({
  reviews = site.reviews,
  tone = "light",
}: {
  reviews?: Reviews | null;
  tone?: "light" | "dark";
}) {
  if (!reviews) return null;
  const muted = tone === "dark" ? "text-slate-300" : "text-slate-700";
  return (
    <figure className={`client-rating text-sm ${muted}`}>
      <p className={`font-semibold ${tone === "dark" ? "text-white" : "text-ink"}`}>
        <span aria-hidden="true" className="mr-2 tracking-widest text-amber-600">
          ★★★★★
        </span>
        {ratingSentence(reviews)}
      </p>
      <figcaption className="mt-1">
        {reviews.source}, {reviews.period}.{" "}
        <Link to={reviews.sourceUrl} className="underline">
          How we collect reviews
        </Link>
      </figcaption>
    </figure>
  );
}
