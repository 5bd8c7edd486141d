// The console's routes: development's sign-in page, and the sections inside the console's frame,
// each loaded when first opened (sections.ts).
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { ConsoleFrame } from "./components/console-frame.tsx";
import { PageHeading } from "./components/page-heading.tsx";
import { SignInPage } from "./components/sign-in-page.tsx";
import { FIRST_SECTION, SECTIONS } from "./sections.ts";

const sectionPages = SECTIONS.map((section) => ({ path: section.path, Page: lazy(section.load) }));

export function ConsoleApp() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route element={<ConsoleFrame />}>
        <Route index element={<Navigate to={FIRST_SECTION} replace />} />
        {sectionPages.map(({ path, Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
        <Route path="*" element={<PageHeading title="Not found">This page is not part of the console. Choose a section above.</PageHeading>} />
      </Route>
    </Routes>
  );
}
