// The enquiries section: the list, and each enquiry's own page under it.
import { Route, Routes } from "react-router-dom";
import { EnquiryDetailPage } from "./enquiry-detail-page.tsx";
import { EnquiryListPage } from "./enquiry-list-page.tsx";

export default function EnquiriesSection() {
  return (
    <Routes>
      <Route index element={<EnquiryListPage />} />
      <Route path=":id" element={<EnquiryDetailPage />} />
    </Routes>
  );
}
