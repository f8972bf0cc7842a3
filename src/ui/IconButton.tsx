import type { ReactNode } from 'react';

interface IconButtonProps {
  /** The button's name, read by screen readers and shown as its tooltip. */
  label: string;
  /** What it is, beside `papo-icon-button` (its look): `papo-header__close`, `papo-input__send`… */
  className: string;
  onClick: () => void;
  disabled?: boolean;
  /** A toggle's state (`aria-pressed`); left out, the button is no toggle. */
  pressed?: boolean;
  children: ReactNode;
}

/** A button that shows only an icon: its name goes to `aria-label` and to the tooltip. */
export function IconButton({ label, className, onClick, disabled, pressed, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`papo-icon-button ${className}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
