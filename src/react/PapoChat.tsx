/**
 * `<PapoChat {...options} />` for React apps: a thin wrapper over createChat that mounts
 * the widget in its own element. Options are read when it mounts; give it a new `key`
 * to apply changed options. `colorScheme` is the exception: a new value applies at once.
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
  const instance = useRef<ChatInstance>(null);
  const { colorScheme } = options;

  useEffect(() => {
    if (!ref.current) return;
    const chat = createChat({ ...initial.current.options, target: ref.current });
    instance.current = chat;
    initial.current.onReady?.(chat);
    return () => chat.unmount();
  }, []);

  // Declared after the effect that makes the chat, so it runs after it (and on each change).
  useEffect(() => {
    if (colorScheme) instance.current?.setColorScheme(colorScheme);
  }, [colorScheme]);

  return <div ref={ref} className={className} data-papo-chat-root="" />;
}
