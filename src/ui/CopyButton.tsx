import { useEffect, useRef, useState } from 'react';
import { announce } from './announce';
import { useChatSettings } from './ChatContext';
import { COPIED_MS, copyText } from './clipboard';
import { CheckIcon, CopyIcon } from './icons';

/** Copies a reply's markdown source; says "Copied" on the button, and to screen readers, for a moment. */
export function CopyButton({ text }: { text: string }) {
  const { strings } = useChatSettings();
  const button = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const element = button.current;
    if (!element || !(await copyText(text, element))) return;
    setCopied(true);
    // A second copy while the first still shows starts the moment over.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    announce(element, strings.copied);
  };

  const label = copied ? strings.copied : strings.copy;
  return (
    <button
      ref={button}
      type="button"
      className="papo-icon-button papo-actions__button papo-actions__copy"
      aria-label={label}
      title={label}
      data-copied={copied || undefined}
      // Capture, not onClick: React gives every element with onClick a listener of its own
      // (docs/performance.md#long-conversations); a reply's buttons need none.
      onClickCapture={() => void onClick()}
    >
      {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
      {copied ? <span aria-hidden="true">{strings.copied}</span> : null}
    </button>
  );
}
