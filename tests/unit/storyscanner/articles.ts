// Twelve news articles of different kinds, written for StoryScanner's tests (the people, firms
// and places in them are invented or used only as settings), each with what a reader at the firm
// would expect: the names that must be found, the service it touches and whether it reads as a
// risk or an opportunity for the organisations it is about. The expectations were written with
// the articles, before the built-in reader was run on any of them, and are not changed to fit it.
import type { StoryVerdict } from "../../../web/shared/api/storyscanner.ts";

export interface ArticleCase {
  readonly kind: string;
  readonly text: string;
  readonly people: readonly string[];
  readonly organisations: readonly string[];
  readonly places: readonly string[];
  /** The service's slug (/services/<slug>) that must be among those the reader names. */
  readonly service: string;
  readonly verdict: StoryVerdict;
}

export const ARTICLES: readonly ArticleCase[] = [
  {
    kind: "political row",
    text: `A senior Conservative MP has resigned as a minister after leaked messages showed him mocking constituents who had written to him about flooding.

James Whitaker, the MP for a Lincolnshire seat, said he was ashamed of the messages and apologised to the families affected. Labour called for an inquiry into whether the ministerial code had been broken, and the Liberal Democrats said the resignation did not go far enough.

The row overshadowed the government's plans for new flood defences, which were due to be announced in Parliament this week. Downing Street said the Prime Minister had accepted the resignation and that the announcement would go ahead.

Constituents in Boston said they felt betrayed and angry. One local councillor said trust in politicians had been badly damaged and would take years to rebuild.`,
    people: ["James Whitaker"],
    organisations: ["Labour"],
    places: ["Lincolnshire", "Boston"],
    service: "political-affairs",
    verdict: "risk",
  },
  {
    kind: "council planning",
    text: `Plans for a 40-turbine wind farm on moorland above Hebden Bridge have been approved by Calderdale Council, despite hundreds of objections from residents who say they were never properly consulted.

The developer, Pennine Renewables, says the scheme will power 60,000 homes and pay £500,000 a year into a community fund. Council leader Helen Marsh said the decision balanced the climate emergency against the concerns of people living nearby.

Campaigners from the Save Our Moors group said the consultation events had been held at short notice, on weekday afternoons, when most working families could not attend. They are considering a legal challenge.

Residents told the planning meeting that the turbines would spoil the landscape and harm tourism, and several asked why their letters had gone unanswered.`,
    people: ["Helen Marsh"],
    organisations: ["Calderdale Council", "Pennine Renewables"],
    places: ["Hebden Bridge"],
    service: "stakeholder-engagement",
    verdict: "risk",
  },
  {
    kind: "product recall",
    text: `Supermarket chain Fairway Foods has recalled its own-brand peanut butter after traces of glass were found in jars sold at stores across Scotland and the north of England.

The Food Standards Agency issued an urgent warning telling customers not to eat the product and to return it for a refund. Three people in Glasgow are reported to have suffered mouth injuries.

Fairway's chief executive, Alan Brooks, said the company was deeply sorry and was working with its supplier to find the cause. Critics said the first warning had been posted only on the company's website, two days after the problem was found.

The recall comes at a difficult time for the chain, which has faced criticism over price rises and a fall in customer satisfaction scores this year.`,
    people: ["Alan Brooks"],
    organisations: ["Fairway Foods", "Food Standards Agency"],
    places: ["Scotland", "Glasgow"],
    service: "crisis-communications",
    verdict: "risk",
  },
  {
    kind: "trade story",
    text: `British cheesemakers are celebrating after a new trade agreement with Canada removed tariffs on cheddar and stilton, opening a market worth an estimated £80 million a year.

The Department for Business and Trade said the deal would help hundreds of small producers, many of them family farms in Somerset and Derbyshire, to grow their exports. Trade minister Sophie Grant said the agreement showed the benefits of an independent trade policy.

Industry body the Dairy Producers Association welcomed the news and said its members were ready to meet demand. It urged the government to support smaller firms with export advice and help with paperwork.

Canadian buyers have already placed orders worth several million pounds, according to producers who attended a trade fair in Toronto last month.`,
    people: ["Sophie Grant"],
    organisations: ["Department for Business and Trade", "Dairy Producers Association"],
    places: ["Canada", "Somerset", "Toronto"],
    service: "political-affairs",
    verdict: "opportunity",
  },
  {
    kind: "court case",
    text: `A water company has been fined £4.2 million after admitting that it illegally discharged raw sewage into a river in Devon for more than three years.

Judge Patricia Lowe told Exeter Crown Court that Westcountry Water had shown a reckless disregard for the environment and had misled regulators about the scale of the pollution. The Environment Agency brought the prosecution after anglers reported dead fish along a six-mile stretch of the River Otter.

The company said it accepted the ruling, apologised to customers and promised to invest in its treatment works. Campaigners said the fine was too small to change the behaviour of a business that made large profits.

The case is the latest in a series of prosecutions that have damaged public trust in the water industry.`,
    people: ["Patricia Lowe"],
    organisations: ["Westcountry Water", "Environment Agency"],
    places: ["Devon", "Exeter"],
    service: "crisis-communications",
    verdict: "risk",
  },
  {
    kind: "data breach",
    text: `The personal details of 250,000 patients have been stolen in a cyber attack on a private healthcare provider, exposing names, addresses and medical histories.

Meridian Health said criminals had gained access to its systems three weeks ago but that it had only discovered the breach on Friday. The Information Commissioner's Office said it was investigating and could impose a large fine.

Patients in Birmingham and Coventry said they had first heard about the attack from journalists, not from the company. Chief executive Rachel Evans said she understood their anger and that Meridian had hired security experts to contain the damage.

Security researchers warned that the stolen data could be used for fraud and urged patients to be alert to suspicious calls and emails.`,
    people: ["Rachel Evans"],
    organisations: ["Meridian Health", "Information Commissioner's Office"],
    places: ["Birmingham", "Coventry"],
    service: "crisis-communications",
    verdict: "risk",
  },
  {
    kind: "sports sponsorship",
    text: `Northern Building Society has signed a five-year deal to sponsor the women's football league, in what the league says is the largest sponsorship in the history of the women's game in England.

The agreement, worth £12 million, will fund better facilities, youth coaching and free tickets for schools. League chair Karen Holt said the partnership was a wonderful boost that would help the sport reach new fans.

The building society's chief executive, Michael Dunn, said the society was proud to support a game that shared its values of community and fairness. Players welcomed the investment and said it would help clubs in Newcastle and Sunderland to attract bigger crowds.

The society plans a national campaign around the new season, with players appearing in its advertising and at branch events.`,
    people: ["Karen Holt", "Michael Dunn"],
    organisations: ["Northern Building Society"],
    places: ["England", "Newcastle"],
    service: "public-relations",
    verdict: "opportunity",
  },
  {
    kind: "charity campaign",
    text: `A children's charity has launched a national campaign calling on ministers to give every primary school pupil in England a free breakfast, backed by a petition that has already gathered 150,000 signatures.

Brighter Mornings says one in five children arrives at school hungry and that a free breakfast would improve concentration, attendance and results. Its director, Priya Shah, said the campaign had united teachers, parents and businesses behind a simple idea.

The charity's short films, shared on social media by celebrities and head teachers, have been viewed more than two million times in a week. Supporters in Bristol and Leicester have organised local events to encourage more people to sign.

The Department for Education said it would study the proposal carefully and that it already funded breakfast clubs in many schools.`,
    people: ["Priya Shah"],
    organisations: ["Brighter Mornings", "Department for Education"],
    places: ["England", "Bristol", "Leicester"],
    service: "digital-communications",
    verdict: "opportunity",
  },
  {
    kind: "opinion piece",
    text: `Every few years a government promises to fix social care, and every few years the promise quietly disappears. The latest review, announced this week, deserves a better fate, but I am not optimistic.

The problem is not a lack of ideas. Commissions have proposed caps on costs, insurance schemes and new taxes. The problem is that no party has been willing to argue for a policy that asks voters to pay more now for a benefit they may need later.

Health secretary Daniel Marsh says this time will be different. He should start by publishing the evidence, consulting the councils that run care services and building agreement with the other parties before the next election.

If he does, he may succeed where others failed. If he does not, the review will join the long list of reports gathering dust in Whitehall.`,
    people: ["Daniel Marsh"],
    organisations: [],
    places: ["Whitehall"],
    service: "policy-development",
    verdict: "mixed",
  },
  {
    kind: "positive business story",
    text: `A Sheffield engineering firm has won a £30 million contract to supply parts for high-speed trains in Japan, securing 200 new jobs in the city.

Castleford Precision, founded by Susan Reid in her garage twenty years ago, beat competitors from Germany and France to win the order. Reid said she was thrilled and proud of a team whose skill and hard work had made the success possible.

The company will open a new training centre with Sheffield Hallam University to recruit and train apprentices. The city's mayor praised the firm as a great example of the region's manufacturing strength and its ambition to compete globally.

Castleford Precision now exports to fourteen countries and expects its turnover to double within three years.`,
    people: ["Susan Reid"],
    organisations: ["Castleford Precision", "Sheffield Hallam University"],
    places: ["Sheffield", "Japan"],
    service: "corporate-communications",
    verdict: "opportunity",
  },
  {
    kind: "social media backlash",
    text: `A fashion retailer has withdrawn an advertising campaign after a wave of criticism on social media accused it of mocking people with disabilities.

The online video from Harlow & Finch, which showed models pretending to stumble, drew thousands of angry comments on TikTok and Instagram within hours of being posted. Several influencers said they would no longer work with the brand.

The company's marketing director, Oliver Bennett, said the advert had been a terrible mistake and apologised to anyone who had been hurt. Disability charity Scope said the episode showed how badly some brands still understood their audiences.

Shares in the retailer's parent company fell sharply in London trading, and analysts warned that the damage to its reputation could hurt sales during the important Christmas season.`,
    people: ["Oliver Bennett"],
    organisations: ["Harlow & Finch", "Scope"],
    places: ["London"],
    service: "digital-communications",
    verdict: "risk",
  },
  {
    kind: "NHS service change",
    text: `Health leaders in Cumbria have launched a twelve-week public consultation on plans to move maternity services from Whitehaven to a new centre in Carlisle.

The NHS trust says the change would allow it to recruit more specialist staff and offer safer care, but campaigners fear mothers in rural areas would face journeys of more than an hour. Trust chief executive Mark Fenwick said no decision had been made and that the trust wanted to hear from as many people as possible.

Public meetings will be held in libraries and community centres across the county, and residents can respond online or by post. The local MP, Claire Dobson, urged constituents to take part and said the trust must show it had listened before any decision was taken.`,
    people: ["Mark Fenwick", "Claire Dobson"],
    organisations: [],
    places: ["Cumbria", "Whitehaven", "Carlisle"],
    service: "stakeholder-engagement",
    verdict: "mixed",
  },
];

/** The share of the corpus each measure must reach (decided with the articles, before the reader ran). */
export const PASS_MARKS = {
  /** Names that must be found, across the corpus, that were. */
  names: 0.75,
  /** Articles whose expected service is among those named. */
  service: 0.75,
  /** Articles whose verdict is the expected one. */
  verdict: 0.7,
} as const;
