// The console's routes: development's sign-in page, and the sections inside the console's frame,
// each loaded when first opened (sections.ts). A section renders as soon as its code arrives,
// without Suspense, whose reveal React may hold back by up to 300 ms (web/hooks/use-on-demand.ts).
import type { ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { onDemand, useOnDemand } from "../hooks/use-on-demand.ts";
import { ConsoleFrame } from "./components/console-frame.tsx";
import { Loading } from "./components/load-state.tsx";
import { PageHeading } from "./components/page-heading.tsx";
import { SignInPage } from "./components/sign-in-page.tsx";
import { FIRST_SECTION, SECTIONS } from "./sections.ts";

const sectionModules = new Map<string, ReturnType<typeof onDemand<{ default: ComponentType }>>>(
  SECTIONS.map((section) => [section.path, onDemand(section.load)]),
);

/** Starts loading the section at this console path, if any, before React has rendered it. */
export function loadSectionAt(pathname: string): void {
  const path = /^\/staff\/([a-z]+)/.exec(pathname)?.[1];
  if (path)
    void sectionModules
      .get(path)
      ?.load()
      .catch(() => undefined);
}

function SectionPage({ path }: { path: string }) {
  const module = sectionModules.get(path);
  if (!module) throw new Error(`No section at ${path}`);
  const Page = useOnDemand(module, true)?.default;
  return Page ? <Page /> : <Loading what="this section" />;
}

export function ConsoleApp() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route element={<ConsoleFrame />}>
        <Route index element={<Navigate to={FIRST_SECTION} replace />} />
        {SECTIONS.map(({ path }) => (
          <Route key={path} path={`${path}/*`} element={<SectionPage path={path} />} />
        ))}
        <Route
          path="*"
          element={
            <PageHeading title="Not found">This page is not part of the console. Choose a section above.</PageHeading>
          }
        />
      </Route>
    </Routes>
  );
}
