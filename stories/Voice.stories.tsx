import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../src/core/i18n/i18n';
import { installFakeSpeech, type FakeSpeech } from '../test/helpers/fake-speech';
import { chatStory, type ChatStoryParameters } from './support/withChat';
import { bubbleOf, inFullscreenChat } from './support/views';

/**
 * Dictation (`voiceInput`) and Read aloud (`readAloud`). The browser's speech recognition and
 * synthesis are fakes the play functions drive (a story's frame has no microphone to use).
 */
let speech: FakeSpeech;

const meta = {
  title: 'Widget/Voice',
  ...inFullscreenChat,
  beforeEach: () => {
    speech = installFakeSpeech();
    return () => speech.uninstall();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = 'Our support team answers **from 9 am to 6 pm**, Monday to Friday.';

/** Both options on, after one question and its answer. */
const voiceChat = (options: ChatStoryParameters['options'] = {}) =>
  chatStory({
    options: { voiceInput: true, readAloud: true, ...options },
    webhook: {
      history: [
        { sender: 'user', text: 'When can I reach you?' },
        { sender: 'bot', text: ANSWER },
      ],
    },
  });

const micOf = (canvasElement: HTMLElement, name = en.dictate) => within(canvasElement).getByRole('button', { name });

/** The microphone beside Send, and Read aloud under the reply, neither pressed. */
export const Idle: Story = {
  parameters: voiceChat(),
  play: async ({ canvasElement }) => {
    await expect(micOf(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    const reply = within(bubbleOf(await within(canvasElement).findByText(/^Our support team/)));
    await expect(reply.getByRole('button', { name: en.readAloud })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Listening: the button filled and ringed, its name "Stop dictating", the words coming into the box. */
export const Listening: Story = {
  parameters: voiceChat(),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.type(box, 'Hello,');
    await userEvent.click(micOf(canvasElement));
    speech.recognition().hear('can I change my order');
    await waitFor(() => expect(box).toHaveValue('Hello, can I change my order'));
    await expect(micOf(canvasElement, en.stopDictating)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(canvasElement).getByTestId('live-region')).toHaveTextContent(en.listening));
  },
};

/** Listening with the box empty: its placeholder says so. */
export const ListeningEmptyBox: Story = {
  parameters: voiceChat(),
  play: async ({ canvasElement }) => {
    await userEvent.click(micOf(canvasElement));
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('placeholder', en.listening);
  },
};

/** The microphone was refused: one line under the box says how to allow it. */
export const MicrophoneRefused: Story = {
  parameters: voiceChat(),
  play: async ({ canvasElement }) => {
    await userEvent.click(micOf(canvasElement));
    speech.recognition().fail('not-allowed');
    await expect(
      await within(canvasElement).findByText(en.microphoneRefused, { selector: '.papo-input__problem' }),
    ).toBeVisible();
    await expect(micOf(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Dictation failed another way (no microphone, no network): a short line. */
export const DictationFailed: Story = {
  parameters: voiceChat(),
  play: async ({ canvasElement }) => {
    await userEvent.click(micOf(canvasElement));
    speech.recognition().fail('audio-capture');
    await expect(
      await within(canvasElement).findByText(en.dictationFailed, { selector: '.papo-input__problem' }),
    ).toBeVisible();
  },
};

/** Reading a reply: its button is "Stop reading", pressed, with a stop square. */
export const ReadingAloud: Story = {
  parameters: voiceChat(),
  play: async ({ canvasElement }) => {
    const reply = within(bubbleOf(await within(canvasElement).findByText(/^Our support team/)));
    await userEvent.click(reply.getByRole('button', { name: en.readAloud }));
    await expect(reply.getByRole('button', { name: en.stopReading })).toHaveAttribute('aria-pressed', 'true');
    // Its words, once markdown (which may still be loading on a busy machine) has read them.
    await waitFor(() =>
      expect(speech.spoken.map(({ text }) => text)).toEqual([
        'Our support team answers from 9 am to 6 pm, Monday to Friday.',
      ]),
    );
  },
};

/** A browser without speech recognition or synthesis: neither button, and nothing else changes. */
export const NoSpeechInTheBrowser: Story = {
  parameters: voiceChat(),
  beforeEach: () => {
    speech.uninstall();
    speech = installFakeSpeech({ recognition: false, synthesis: false });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Our support team/);
    await expect(canvas.queryByRole('button', { name: en.dictate })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en.readAloud })).toBeNull();
    await expect(canvas.getByRole('button', { name: en.sendMessage })).toBeVisible();
  },
};
