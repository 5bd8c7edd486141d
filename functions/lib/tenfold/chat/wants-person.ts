// Whether a visitor is asking for a person rather than an answer ("can I speak to a human?",
// "I'd like to talk to a consultant"): TENFOLD then offers to hand the conversation over.
const ASKS_FOR_PERSON = [
  /\b(?:speak|talk|chat|get through)\s+(?:to|with)\s+(?:a |an |one of your |your |some ?one |some ?body |a real |an actual )?(?:real )?(?:human|person|people|someone|somebody|consultant|adviser|advisor|expert|team|staff|partner|member of (?:staff|your team))s?\b/i,
  /\b(?:real|actual|live)\s+(?:person|human|people)\b/i,
  /\b(?:call|ring|phone|email|contact)\s+me(?:\s+back)?\b/i,
  /\b(?:hand|pass|put)\s+(?:me|this)\s+(?:over|through|on)\s+to\b/i,
];

export function wantsPerson(message: string): boolean {
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(message));
}
