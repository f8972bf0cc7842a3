import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

/** Formulas in replies (`markdown: { math: true }`, docs/features.md#math). */
const meta = { title: 'Widget/Math', ...inFullscreenChat } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const withMath = (question: string, answer: string) =>
  chatStory({
    options: { markdown: { math: true } },
    webhook: {
      history: [
        { sender: 'user', text: question },
        { sender: 'bot', text: answer },
      ],
    },
  });

/** Inline and displayed formulas drawn by KaTeX as MathML; the prices in the same reply stay text. */
export const Drawn: Story = {
  parameters: withMath(
    'What is the area of a circle?',
    'The area is $A = \\pi r^2$, so a radius of 2 m gives about $12.6$ m², and a pizza costs $5 or $10.\n\n$$\\int_0^{2\\pi}\\!\\int_0^r \\rho\\,d\\rho\\,d\\theta = \\frac{2\\pi r^2}{2}$$',
  ),
  play: async ({ canvasElement }) => {
    // KaTeX is fetched the first time a reply holds a formula (docs/performance.md#when-each-file-is-fetched).
    await waitFor(() => expect(canvasElement.querySelectorAll('.papo-math math')).toHaveLength(3), { timeout: 20_000 });
    await expect(canvasElement.querySelectorAll('.papo-math math[display="block"]')).toHaveLength(1);
    await expect(within(canvasElement).getByText(/a pizza costs \$5 or \$10/)).toBeVisible();
  },
};

/**
 * A formula shown as written, delimiters included: how every formula looks while KaTeX is on
 * its way or when it could not be fetched, and how one KaTeX cannot read stays.
 */
export const AsWritten: Story = {
  parameters: withMath(
    'And this one?',
    'It reads $\\frac{a}{$ here, and on its own line:\n\n$$\\begin{matrix} 1 & 2$$',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$\\frac{a}{$')).toBeVisible();
    await expect(canvas.getByText('$$\\begin{matrix} 1 & 2$$')).toBeVisible();
    await expect(canvasElement.querySelector('.papo-math math')).toBeNull();
  },
};
