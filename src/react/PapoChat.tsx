/**
 * `<PapoChat {...options} />` for React apps: a thin wrapper over createChat that mounts
 * the widget in its own element. Options are read when it mounts; give it a new `key`
 * to apply changed options. `metadata`, `defaultLanguage` and `colorScheme` are the exceptions:
 * a new value applies at once.
 */
import { useEffect, useRef } from 'react';
import type { ChatOptions } from '../core/options';
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

  useEffect(() => {
    if (!ref.current) return;
    const instance = createChat({ ...initial.current.options, target: ref.current });
    chat.current = instance;
    initial.current.onReady?.(instance);
    return () => {
      chat.current = null;
      instance.unmount();
    };
  }, []);

  // The three props that apply live (the rest are read on mount): memoize `metadata`, or each
  // render sends a new object, which is harmless but validated again.
  useEffect(() => chat.current?.setMetadata(metadata), [metadata]);
  useEffect(() => chat.current?.setLanguage(defaultLanguage), [defaultLanguage]);
  useEffect(() => {
    if (colorScheme) chat.current?.setColorScheme(colorScheme);
  }, [colorScheme]);

  return <div ref={ref} className={className} data-papo-chat-root="" />;
}
