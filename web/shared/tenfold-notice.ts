// TENFOLD's notice (issue 25): shown at the top of every conversation, before anything is sent,
// because the server keeps the questions asked after it. The period is RETENTION.tenfoldQuestionDays
// (functions/lib/retention.ts); a functions test keeps the two the same.
export const TENFOLD_NOTICE =
  "I answer from this website's content. To see what the site fails to answer, we keep the questions you type here, with the answers, for 90 days, without your name or address. Please don't include personal details.";
