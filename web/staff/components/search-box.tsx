// A list's search: it searches a short pause after the person stops typing, or at once on Enter
// or the button. What is typed is never overwritten by a search it already started; a search
// changed from outside (Back, a shared link) is shown in the box.
import { useEffect, useEffectEvent, useId, useState } from "react";
import { buttonClass, fieldClass } from "./form-styles.ts";

/** How long typing must pause before the list follows it. */
export const SEARCH_PAUSE_MS = 400;

interface SearchBoxProps {
  readonly label: string;
  /** The search in force (the page's address). */
  readonly value: string;
  /** `typing` is true when the pause started it, false on Enter or the button. */
  readonly onSearch: (text: string, typing: boolean) => void;
  readonly maxLength?: number;
}

export function SearchBox({ label, value, onSearch, maxLength = 200 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [started, setStarted] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== started) setText(value);
  }
  const start = (query: string, typing: boolean) => {
    setStarted(query);
    onSearch(query, typing);
  };
  const afterPause = useEffectEvent((query: string) => start(query, true));
  useEffect(() => {
    const query = text.trim();
    if (query === value) return;
    const timer = setTimeout(() => afterPause(query), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        start(text.trim(), false);
      }}
    >
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          className={fieldClass}
        />
      </div>
      <button type="submit" className={`${buttonClass} py-2`}>
        Search
      </button>
    </form>
  );
}
