/**
 * Window mode without the embed layer: a little open/closed state that hands the UI its
 * `windowControls`, and a React stand-in for the launcher's toggle button (same class,
 * icons and labels), so Escape and the close button have somewhere to return focus to.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { fn, type Mock } from 'storybook/test';
import type { ChatStrings } from '../../src/core/i18n/i18n';
import type { WindowControls } from '../../src/ui/ChatContext';
import { ChatIcon, ChevronDownIcon } from '../../src/ui/icons';

type CloseOptions = { returnFocus?: boolean };

export interface StoryWindow {
  controls: WindowControls;
  /** The spy behind `controls.close`, for `play` functions. */
  close: Mock<(options?: CloseOptions) => void>;
  setOpen(open: boolean): void;
  /** The toggle, where `close({ returnFocus: true })` puts focus. */
  registerToggle(button: HTMLButtonElement | null): void;
}

export function createStoryWindow(initiallyOpen: boolean): StoryWindow {
  let open = initiallyOpen;
  let toggleButton: HTMLButtonElement | null = null;
  const listeners = new Set<() => void>();
  const storyWindow: StoryWindow = {
    controls: {
      isOpen: () => open,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: (options) => storyWindow.close(options),
    },
    close: fn((options?: CloseOptions) => {
      storyWindow.setOpen(false);
      if (options?.returnFocus) toggleButton?.focus();
    }).mockName('windowControls.close'),
    setOpen(next) {
      open = next;
      for (const listener of [...listeners]) listener();
    },
    registerToggle(button) {
      toggleButton = button;
    },
  };
  return storyWindow;
}

export function StoryToggle({ storyWindow, strings }: { storyWindow: StoryWindow; strings: ChatStrings }) {
  const { controls } = storyWindow;
  const open = useSyncExternalStore(controls.subscribe, controls.isOpen);
  const label = open ? strings.closeChat : strings.openChat;
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => storyWindow.registerToggle(buttonRef.current), [storyWindow]);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="papo-toggle"
      aria-expanded={open}
      aria-label={label}
      title={label}
      onClick={() => storyWindow.setOpen(!open)}
    >
      {open ? <ChevronDownIcon size={32} /> : <ChatIcon size={32} />}
    </button>
  );
}
