// How a message asks about people, read once for every caller. Asking for a person to speak to
// ("can I speak to a human?", "I'd like to talk to a consultant") makes TENFOLD offer to hand the
// conversation over; asking who does something ("and who would lead that?") is answered from the
// team's profiles, by the built-in answerer (phrases.ts) and in the passages the model is given.

/**
 * "Who", "who's", "who is", "who are": a question about who does something, not "who do I
 * contact" or "who should we write to", which ask for a way in rather than for one of the team.
 */
export const ASKS_WHO = /\bwho(?:['’]?s| is| are)?\b(?!\s+(?:do|should|can|could|would|will|shall)\s+(?:i|we)\b)/i;

/** Asking to speak to someone rather than for an answer. */
const ASKS_TO_SPEAK_TO_SOMEONE = [
  /\b(?:speak|talk|chat|get through)\s+(?:to|with)\s+(?:a |an |one of your |your |some ?one |some ?body |a real |an actual )?(?:real )?(?:human|person|people|someone|somebody|consultant|adviser|advisor|expert|team|staff|partner|member of (?:staff|your team))s?\b/i,
  /\b(?:real|actual|live)\s+(?:person|human|people)\b/i,
  /\b(?:call|ring|phone|email|contact)\s+me(?:\s+back)?\b/i,
  /\b(?:hand|pass|put)\s+(?:me|this)\s+(?:over|through|on)\s+to\b/i,
];

/** Whether the visitor asks for a person rather than an answer: TENFOLD then offers the hand-off. */
export function wantsPerson(message: string): boolean {
  return ASKS_TO_SPEAK_TO_SOMEONE.some((pattern) => pattern.test(message));
}
