// The route table as the build computes it, for tests that visit every page.
import { readArticles } from "../../build/read-articles.ts";
import { buildRouteTable } from "../../web/content/routes.ts";

export const routeTable = buildRouteTable(readArticles().map((article) => article.meta));
