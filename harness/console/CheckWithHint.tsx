import { useId } from 'react';

interface CheckWithHintProps {
  label: string;
  /** Said to screen readers after the label: what the switch leaves in or out. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox whose longer explanation is its accessible description. */
export function CheckWithHint({ label, hint, checked, onChange }: CheckWithHintProps) {
  const hintId = useId();
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hintId} />
        {label}
      </label>
      <span id={hintId} className="visually-hidden">
        {hint}
      </span>
    </>
  );
}
