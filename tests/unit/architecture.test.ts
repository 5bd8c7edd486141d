// The architecture check (scripts/architecture.ts, run by `npm run lint`) against small trees and
// tables: a new feature folder or contract without a row fails, and so does a stale row.
import { describe, expect, it } from "vitest";
import { architectureProblems, listedPaths } from "../../scripts/architecture.ts";

const table = (rows: string) => `# Architecture

## Features and where they live

| feature | browser | functions | shared |
| --- | --- | --- | --- |
${rows}

## Which way imports go

Not part of the table: \`web/elsewhere/\`.
`;

const TABLE = table(
  "| Proofs | `web/tools/proofs/` | `functions/lib/tools/proofs/` | `web/shared/api/proofs*.ts` |\n| Site | `web/app/`, `web/*.tsx` | `functions/lib/router.ts` | `web/shared/*.ts` |",
);
const TREE = [
  "web/entry-client.tsx",
  "web/app/app.tsx",
  "web/tools/proofs/approval/approval-page.tsx",
  "web/tools/proofs/staff/proof-page.tsx",
  "web/shared/site.ts",
  "web/shared/api/proofs.ts",
  "web/shared/api/proofs-staff.ts",
  "functions/lib/router.ts",
  "functions/lib/tools/proofs/proof-store.ts",
];

describe("the architecture table", () => {
  it("reads the backticked paths of the feature table only", () => {
    expect(listedPaths(TABLE)).toContain("web/shared/api/proofs*.ts");
    expect(listedPaths(TABLE)).not.toContain("web/elsewhere/");
    expect(listedPaths(TABLE)).not.toContain("feature");
  });

  it("passes a tree the table describes, subfolders of a listed folder included", () => {
    expect(architectureProblems(TREE, TABLE)).toEqual([]);
  });

  it("fails on a new tool folder in either runtime that has no row", () => {
    expect(
      architectureProblems(
        [...TREE, "web/tools/storyscanner/try-panel.tsx", "functions/lib/tools/storyscanner/story-service.ts"],
        TABLE,
      ),
    ).toEqual([
      "functions/lib/tools/storyscanner/ is a feature folder the table does not list.",
      "web/tools/storyscanner/ is a feature folder the table does not list.",
    ]);
  });

  it("fails on a new feature folder or root file outside the tools", () => {
    expect(architectureProblems([...TREE, "web/press/press-page.tsx", "functions/lib/press.ts"], TABLE)).toEqual([
      "functions/lib/press.ts is in no row of the table.",
      "web/press/ is a feature folder the table does not list.",
    ]);
  });

  it("fails on a contract that belongs to no row", () => {
    expect(architectureProblems([...TREE, "web/shared/api/storyscanner.ts"], TABLE)).toEqual([
      "web/shared/api/storyscanner.ts is in no row of the table.",
    ]);
  });

  it("fails on a row whose folder or file is gone", () => {
    const tree = TREE.filter(
      (file) => !file.startsWith("functions/lib/tools/proofs/") && file !== "web/entry-client.tsx",
    );
    expect(architectureProblems(tree, TABLE)).toEqual([
      "functions/lib/tools/proofs/ is listed but holds no code.",
      "web/*.tsx is listed but matches no file.",
    ]);
  });

  it("fails when there is no table at all", () => {
    expect(architectureProblems(TREE, "# Architecture\n")).toEqual(["docs/architecture.md has no feature table."]);
  });
});
