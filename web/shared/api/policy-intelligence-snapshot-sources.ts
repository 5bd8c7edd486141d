// The published pages each bill of the snapshot (./policy-intelligence-snapshot-data.ts) was taken
// from, by bill id. Apart from the data so that the browser, which never shows them, does not load them.
export const SNAPSHOT_SOURCES: Readonly<Record<number, readonly string[]>> = {
  "3764": [
    "https://bills.parliament.uk/bills/3764",
    "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-8-september-2025",
  ],
  "3946": [
    "https://bills.parliament.uk/bills/3946",
    "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-9-june-2025",
    "https://www.legislation.gov.uk/ukpga/2025/34/enacted",
  ],
  "4019": [
    "https://bills.parliament.uk/bills/4019",
    "https://commonsbusiness.digiminster.com/Document/97673/Html?subType=Standard",
    "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-15-september-2025",
  ],
  "4035": ["https://bills.parliament.uk/bills/4035"],
  "4189": ["https://bills.parliament.uk/bills/4189"],
  "4242": ["https://bills.parliament.uk/bills/4242"],
};
