// The newsletter section: one page, whose outbox filter and paging live in its address.
import { Route, Routes } from "react-router-dom";
import { NewsletterPage } from "./staff-newsletter-page.tsx";

export default function NewsletterSection() {
  return (
    <Routes>
      <Route index element={<NewsletterPage />} />
    </Routes>
  );
}
