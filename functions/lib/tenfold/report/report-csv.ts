// The TENFOLD report as one spreadsheet: a row per group (declined, downvoted) with its nearest
// page, then a row per day with that day's questions, votes and voice use.
import type { Report } from "./report.ts";

export const REPORT_CSV_COLUMNS = [
  "kind",
  "question",
  "count",
  "answer",
  "reason",
  "nearest_page",
  "nearest_url",
  "day",
  "asked",
  "answered",
  "declined",
  "votes_up",
  "votes_down",
  "voice_calls",
  "voice_minutes",
] as const;

type Column = (typeof REPORT_CSV_COLUMNS)[number];

export function reportRows(report: Report): Partial<Record<Column, unknown>>[] {
  const nearest = (passage: { title: string; url: string } | null) => ({
    nearest_page: passage?.title ?? "",
    nearest_url: passage?.url ?? "",
  });
  const voice = new Map(report.voice.daily.map((day) => [day.day, day]));
  return [
    ...report.declined.map((row) => ({
      kind: "declined",
      question: row.question,
      count: row.count,
      ...nearest(row.passage),
    })),
    ...report.downvoted.map((row) => ({
      kind: "downvoted",
      question: row.question,
      count: row.count,
      answer: row.answer,
      reason: row.reason,
      ...nearest(row.passage),
    })),
    ...report.daily.map((row) => ({
      kind: "day",
      day: row.day,
      asked: row.asked,
      answered: row.answered,
      declined: row.declined,
      votes_up: row.up,
      votes_down: row.down,
      voice_calls: voice.get(row.day)?.calls ?? 0,
      voice_minutes: voice.get(row.day)?.minutes ?? 0,
    })),
  ];
}
