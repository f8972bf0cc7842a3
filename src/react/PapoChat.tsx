/**
 * `<PapoChat {...options} />` for React apps: a thin wrapper over createChat that mounts
 * the widget in its own element. Options are read when it mounts; give it a new `key`
 * to apply changed options. `metadata`, `defaultLanguage` and `colorScheme` are the exceptions:
 * a new value applies at once. A bad option is reported (console, `onError`) as the element
 * reports one, not thrown: thrown from an effect it would take the host app down with it.
 */
import { useEffect, useRef } from 'react';
import { expectArgument } from '../core/arguments';
import { warnInConsole } from '../core/env';
import type { PapoError } from '../core/errors';
import type { ChatOptions } from '../core/options/options';
import { reportError } from '../core/store/report';
import type { ChatInstance } from '../embed/createChat';
import { createChat } from '../embed';

export interface PapoChatProps extends Omit<ChatOptions, 'target'> {
  /** Receives the instance (open, close, sendMessage, on…) once mounted. */
  onReady?: (instance: ChatInstance) => void;
  className?: string;
}

export function PapoChat({ onReady, className, ...options }: PapoChatProps) {
  const ref = useRef<HTMLDivElement>(null);
  const initial = useRef({ options, onReady });
  const chat = useRef<ChatInstance | null>(null);
  const { metadata, defaultLanguage = 'en', colorScheme } = options;

  /** Runs `change`; a mistake in it goes where createChat's failures go, and the app goes on. */
  function safely(change: () => void) {
    try {
      change();
    } catch (error) {
      // The mount's onError, as the chat itself reports to (options are read on mount).
      const { onError } = initial.current.options;
      reportError(error as PapoError, {
        env: { warn: warnInConsole },
        onError: typeof onError === 'function' ? onError : undefined,
      });
    }
  }

  useEffect(() => {
    if (!ref.current) return;
    const target = ref.current;
    let instance: ChatInstance | null = null;
    safely(() => {
      const { options: given, onReady: ready } = initial.current;
      expectArgument(ready === undefined || typeof ready === 'function', '<PapoChat>', 'onReady', 'a function', ready);
      instance = chat.current = createChat({ ...given, target });
      ready?.(instance);
    });
    return () => {
      chat.current = null;
      instance?.unmount();
    };
  }, []);

  // The three props that apply live (the rest are read on mount): memoize `metadata`, or each
  // render sends a new object, which is harmless but validated again.
  useEffect(() => safely(() => chat.current?.setMetadata(metadata)), [metadata]);
  useEffect(() => safely(() => chat.current?.setLanguage(defaultLanguage)), [defaultLanguage]);
  useEffect(() => {
    if (colorScheme) safely(() => chat.current?.setColorScheme(colorScheme));
  }, [colorScheme]);

  return <div ref={ref} className={className} data-papo-chat-root="" />;
}
