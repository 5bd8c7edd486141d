// A small news site for StoryScanner's tests, on 127.0.0.1 (the functions reach it only with
// TOOLS_FETCH_ALLOW_LOOPBACK, a development setting). Its pages:
//   /news/harbour-homes      an article in a page with navigation, a sidebar and a footer
//   /news/kettle-recall      an article
//   /news/moved              301 to /news/harbour-homes (a redirect StoryScanner follows)
//   /section/latest          a section front: headlines and links, no article
//   /news/en-francais        an article, in French
//   /huge                    an HTML page of about 3 MB, sent in chunks without a length
//   /huge-declared           the same, with its Content-Length
//   /slow                    sends its headers, then never finishes
//   /report.pdf              a PDF
//   /to-metadata             302 to http://169.254.169.254/latest/meta-data/ (link-local)
//   /to-private              302 to http://10.0.0.1/news (private)
//   /loop/<n>                302 to /loop/<n+1>, for ever
//   anything else            404
import { createServer, type ServerResponse } from "node:http";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server.ts";

const HARBOUR_HOMES = {
  path: "/news/harbour-homes",
  title: "Councillors reject 600 homes on Portsmouth harbour site",
};

function page(title: string, article: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title} | The Solent Courier</title></head>
<body>
<header><a href="/">The Solent Courier</a><nav><a href="/section/latest">Latest</a> <a href="/section/politics">Politics</a> <a href="/section/business">Business</a> <a href="/section/sport">Sport</a></nav></header>
<main>
<article>
<h1>${title}</h1>
<p class="byline">By our local democracy reporter</p>
${article}
</article>
<aside><h2>Most read</h2><ul><li><a href="/news/a">Ferry timetable changes</a></li><li><a href="/news/b">New café on the seafront</a></li></ul></aside>
</main>
<footer><p>© The Solent Courier. All rights reserved.</p><a href="/privacy">Privacy</a></footer>
</body></html>`;
}

const paragraphs = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.trim()}</p>`)
    .join("\n");

const HARBOUR_TEXT = `
Portsmouth City Council's planning committee has rejected plans by developer Solent Living to build 600 homes on the former harbour depot, after more than 1,400 residents objected to the scheme.

Councillor Margaret Oduya, who chairs the committee, said the proposal failed to provide enough affordable housing and that the consultation with people living nearby had been rushed and poorly explained. "Residents told us again and again that nobody had listened to them," she said.

Solent Living said it was disappointed by the decision and would consider an appeal to the Planning Inspectorate. The company warned that the refusal could delay much-needed housing in the city by several years.

Local campaign group Harbour Voices, which organised a petition against the plans, welcomed the vote. Its spokesperson said the developer should return with a smaller scheme and a proper public consultation.

The site has stood empty since the depot closed in 2019. The council's own local plan identifies it for up to 450 homes, and officers had recommended approval subject to conditions on traffic and flood defences.
`;

const KETTLE_TEXT = `
Homeware retailer Brightwell has recalled 40,000 electric kettles after reports that the handle can overheat and cause burns, the Office for Product Safety and Standards said on Monday.

The company said customers in Southampton, Bristol and Leeds had reported minor injuries, and urged anyone who bought the Aria kettle since March to stop using it immediately and return it for a full refund.

Chief executive Daniel Price apologised to customers and said the fault had been traced to a single supplier. Consumer group Which? said the recall had been slow and criticised the retailer for failing to contact buyers directly.

The recall is the second this year for Brightwell, which withdrew a range of children's lamps in February over a wiring defect. Shares in the company fell six per cent on the news.

Trading Standards officers said they were monitoring the recall closely and would publish an update next month.
`;

const FRENCH_TEXT = `
Le conseil municipal de Rouen a voté jeudi un nouveau plan de circulation pour le centre historique de la ville, après plusieurs mois de débats animés entre les commerçants et les associations de riverains.

Selon la maire, les rues piétonnes seront étendues dès le printemps prochain, et les bus électriques circuleront toutes les dix minutes entre la gare et les quais de Seine.

Les commerçants craignent une baisse de la fréquentation pendant les travaux, tandis que les associations saluent une décision attendue depuis longtemps par les familles du quartier.

Le projet coûtera environ douze millions d'euros, financés en partie par la région et par l'État, et les premiers chantiers commenceront au mois de mars.
`;

const SECTION_FRONT = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Latest news | The Solent Courier</title></head>
<body><header><a href="/">The Solent Courier</a></header>
<main><h1>Latest</h1><ul>
${[
  "Ferry timetable changes",
  "Seafront café opens",
  "Harbour homes rejected",
  "Kettle recall",
  "Pier reopens",
  "Bus fares frozen",
]
  .map((headline, i) => `<li><a href="/news/${i}">${headline}</a> <time>2 hours ago</time></li>`)
  .join("\n")}
</ul></main><footer>© The Solent Courier</footer></body></html>`;

/** About 3 MB: more than StoryScanner reads. */
const HUGE_CHUNK = `<p>${"The harbour committee met again today to discuss the plans in detail. ".repeat(200)}</p>\n`;
const HUGE_CHUNKS = 220;

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { "content-type": type });
  response.end(body);
}

export async function startFakeNewsSite(port = 0): Promise<LoopbackServer> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const loop = /^\/loop\/(\d+)$/.exec(path);
    if (loop) {
      response.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` });
      response.end();
      return;
    }
    switch (path) {
      case HARBOUR_HOMES.path:
        return send(response, 200, "text/html; charset=utf-8", page(HARBOUR_HOMES.title, paragraphs(HARBOUR_TEXT)));
      case "/news/kettle-recall":
        return send(
          response,
          200,
          "text/html; charset=utf-8",
          page("Brightwell recalls 40,000 kettles over burns risk", paragraphs(KETTLE_TEXT)),
        );
      case "/news/en-francais":
        return send(
          response,
          200,
          "text/html; charset=utf-8",
          page("Rouen adopte un nouveau plan de circulation", paragraphs(FRENCH_TEXT)),
        );
      case "/news/moved":
        response.writeHead(301, { location: HARBOUR_HOMES.path });
        response.end();
        return;
      case "/section/latest":
        return send(response, 200, "text/html; charset=utf-8", SECTION_FRONT);
      case "/huge":
      case "/huge-declared": {
        const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
        if (path === "/huge-declared") headers["content-length"] = String(HUGE_CHUNK.length * HUGE_CHUNKS);
        response.writeHead(200, headers);
        let sent = 0;
        // Written as the reader asks for more, so a reader that stops early stops the writing too.
        const more = () => {
          while (sent < HUGE_CHUNKS) {
            sent++;
            if (!response.write(HUGE_CHUNK)) return void response.once("drain", more);
          }
          response.end();
        };
        response.on("error", () => undefined);
        more();
        return;
      }
      case "/slow":
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write("<!doctype html><html><head><title>Still loading</title></head><body>");
        hanging.add(response);
        return;
      case "/report.pdf":
        return send(response, 200, "application/pdf", "%PDF-1.7\n% a stand-in for a PDF\n");
      case "/to-metadata":
        response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        response.end();
        return;
      case "/to-private":
        response.writeHead(302, { location: "http://10.0.0.1/news" });
        response.end();
        return;
      default:
        return send(
          response,
          404,
          "text/html; charset=utf-8",
          "<!doctype html><title>Not found</title><p>No such page.</p>",
        );
    }
  });
  return listenOnLoopback(server, port, () => {
    for (const response of hanging) response.destroy();
  });
}

// Run on its own for manual testing: `npm exec node -- tests/fakes/fake-news-site.ts 8798`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeNewsSite(Number(process.argv[2] ?? 8798));
  console.log(`fake news site listening on ${fake.url}`);
}
