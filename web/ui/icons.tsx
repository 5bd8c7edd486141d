// Inline stroke icons for the suggestion list (no icon font, nothing extra to download).
import type { ComponentProps } from "react";
import type { SuggestionIcon } from "../content/suggestions.ts";

const PATHS: Record<SuggestionIcon, string> = {
  sparkles:
    "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9L19 15z",
  handshake: "M3 12l4-4 4 2 3-2 4 1 3 3-5 5-3-2-2 2-3-1-5-4zM8 14l2 2M11 13l2 2",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  lightbulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  users: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.3 2.7-5 6-5s6 1.7 6 5M16 11a3 3 0 1 0 0-6M18 15c2.4.4 4 2 4 5",
  newspaper: "M4 5h13v14H6a2 2 0 0 1-2-2V5zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4",
};

export function Icon({ name, ...props }: ComponentProps<"svg"> & { name: SuggestionIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
