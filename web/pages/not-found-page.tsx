// The not-found page: its title, heading, message and two links (home, insights) are fixed texts.
import { Link } from "react-router-dom";

export default function NotFoundPage() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-ink px-4 text-center text-white">
      <div>
        <h1 className="font-display text-4xl font-semibold">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-slate-300">
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            Back to Homepage
          </Link>
          <Link to="/insights" className="btn-secondary-dark">
            View Insights
          </Link>
        </div>
      </div>
    </section>
  );
}
