import { useEffect, useRef, useState } from 'react';
import { announce } from './announce';
import { useChatState } from './ChatContext';
import { COPIED_MS, copyText } from './clipboard';
import { CheckIcon, CopyIcon } from './icons';

/** Copies a reply's markdown source; says "Copied" on the button, and to screen readers, for a moment. */
export function CopyButton({ text }: { text: string }) {
  const { strings } = useChatState();
  const button = useRef<HTMLButtonElement>(null);
  // A count, so a second copy while the first still shows starts the moment over.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    setCopied(true);
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  const onClick = async () => {
    const element = button.current;
    if (!element || !(await copyText(text, element))) return;
    setCopies((count) => count + 1);
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
      onClick={() => void onClick()}
    >
      {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
      {copied ? <span aria-hidden="true">{strings.copied}</span> : null}
    </button>
  );
}
