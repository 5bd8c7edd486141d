// Placeholder replaced by the section's own pages.
import { PageHeading } from "../components/page-heading.tsx";

export default function Section() {
  return <PageHeading title="enquiries" />;
}
