// The forms' honeypot: a field people and screen readers never meet and bots fill in, so the
// server can drop what they send (it is named "website", a name bots expect to fill).
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="absolute left-[-9999px] h-px w-px opacity-0"
    />
  );
}
