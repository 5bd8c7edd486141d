// Small pieces for showing consultants: an initials avatar and a compact name-and-role line.
import { Link } from "react-router-dom";
import type { TeamMember } from "../content/types.ts";

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** Abstract avatar: the person's initials on a tint chosen from their name, so it is stable. */
export function Avatar({ name, size = "md" }: { name: string; size?: "sm" | "md" }) {
  const tints = [
    "bg-amber-200",
    "bg-sky-200",
    "bg-emerald-200",
    "bg-rose-200",
    "bg-violet-200",
    "bg-lime-200",
  ] as const;
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const box = size === "sm" ? "h-10 w-10 text-sm" : "h-16 w-16 text-xl";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-display font-semibold text-ink ${box} ${tints[hash % tints.length]}`}
    >
      {initials(name)}
    </span>
  );
}

/** A person as a link to their profile on /about. */
export function PersonLink({ person }: { person: TeamMember }) {
  return (
    <Link to={`/about#${person.slug}`} className="flex items-center gap-3 rounded-md p-1 hover:bg-slate-100">
      <Avatar name={person.name} size="sm" />
      <span>
        <span className="block font-semibold text-ink underline">{person.name}</span>
        <span className="block text-sm text-slate-700">
          {person.role}, {person.office}
        </span>
      </span>
    </Link>
  );
}

/** People as a list of links to their profiles (the home page's team, who did a case study's work). */
export function PersonLinks({ people, className }: { people: readonly TeamMember[]; className: string }) {
  return (
    <ul className={className}>
      {people.map((person) => (
        <li key={person.slug}>
          <PersonLink person={person} />
        </li>
      ))}
    </ul>
  );
}
