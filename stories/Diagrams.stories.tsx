import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { diagramFrameUrl } from '../test/fixtures/diagram-frame';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

/**
 * Diagrams in replies (`markdown: { diagrams: true }`, docs/features.md#diagrams). Storybook
 * serves no built frame, so these stories' frame answers with a pre-drawn Mermaid-like SVG
 * (test/fixtures/diagram-frame.ts); the chat's side (sanitising, styles through the CSSOM and
 * an adopted stylesheet, the name, the code under it) is the real one.
 */
const meta = { title: 'Widget/Diagrams', ...inFullscreenChat } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FLOW = 'flowchart LR\n  accTitle: Order flow\n  A[Order] --> B[Shipping]';

const withDiagram = (answer: string, frameUrl: string) =>
  chatStory({
    options: { markdown: { diagrams: { frameUrl } } },
    webhook: {
      history: [
        { sender: 'user', text: 'How does an order go?' },
        { sender: 'bot', text: answer },
      ],
    },
  });

/** A drawn diagram, named by its accTitle, with its code in a disclosure under it. */
export const Drawn: Story = {
  parameters: withDiagram(`Like this:\n\n\`\`\`mermaid\n${FLOW}\n\`\`\``, diagramFrameUrl('draws')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const diagram = await canvas.findByRole('img', { name: 'Order flow' }, { timeout: 20_000 });
    await expect(diagram.tagName).toBe('svg');
    // The fixture's style attribute, set through the CSSOM, and its <style>, adopted.
    await expect((diagram as unknown as SVGSVGElement).style.maxWidth).toBe('320px');
    await waitFor(() => expect(getComputedStyle(diagram.querySelector('rect')!).fill).not.toBe('rgb(0, 0, 0)'));
    await expect(canvas.getByText('mermaid')).toBeVisible();
  },
};

/**
 * The code as written with one line under it: how a diagram stays when Mermaid cannot read
 * it or its frame cannot start. While the frame loads, the code shows alone.
 */
export const NotDrawn: Story = {
  parameters: withDiagram('```mermaid\nflowchart LR\n  A --> [[[\n```', diagramFrameUrl('cannot start')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This diagram could not be drawn.', {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.getByText(/A --> \[\[\[/)).toBeVisible();
    await expect(canvasElement.querySelector('.papo-diagram svg')).toBeNull();
  },
};
