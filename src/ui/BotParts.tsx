import { useMemo } from 'react';
import { formatString } from '../core/i18n/i18n';
import type { BotMessage } from '../core/messages/messages';
import { useChatSettings, useMarkdownLoader } from './ChatContext';
import { ChoiceButtons } from './ChoiceButtons';
import { Markdown } from './Markdown';
import { ReplyFile } from './ReplyFile';
import { ToolCall } from './ToolCall';

/**
 * A bot message's parts in order: the kinds this version draws; the others are skipped
 * (`source` parts too: the reply's `sources` are listed under it). A step (what a workflow
 * node wrote before the answer, docs/decisions.md#messages-and-options), the model's
 * reasoning and a tool call are native disclosures, closed: keyboard and screen readers
 * know them, and none is in the live region, which reads the answer (`messageText`) alone.
 */
export function BotParts({ message, empty }: { message: BotMessage; empty: boolean }) {
  const { strings, options } = useChatSettings();
  const loadEngine = useMarkdownLoader();
  // One object while the options and language stay, so drawn diagrams are not drawn again.
  const { diagrams } = options.markdown;
  const diagramSettings = useMemo(
    () => diagrams && { ...(diagrams as object), name: strings.diagram, failed: strings.diagramFailed },
    [diagrams, strings],
  );
  const markdown = (key: number, text: string, className: string) => (
    <Markdown
      key={key}
      className={className}
      text={text}
      loadEngine={loadEngine}
      allowedImageOrigins={options.allowedImageOrigins}
      showAllLabel={strings.showAll}
      codeCopyLabels={{ copy: strings.copyCode, copied: strings.copied }}
      math={options.markdown.math}
      diagrams={diagramSettings || undefined}
    />
  );
  // A step or the reasoning: `aria-busy` while it runs, its text markdown once opened.
  const step = (key: number, name: string, running: boolean, text: string) => (
    <details key={key} className="papo-step" aria-busy={running}>
      <summary>{name}</summary>
      {markdown(0, text, 'papo-step__text')}
    </details>
  );
  return message.parts.map((part, index) =>
    part.type === 'buttons' ? (
      <ChoiceButtons key={index} messageId={message.id} choices={part} />
    ) : part.type === 'step' ? (
      step(index, part.name || strings.step, part.status === 'running', part.text)
    ) : part.type === 'reasoning' ? (
      step(
        index,
        part.status === 'running'
          ? strings.thinking
          : part.seconds
            ? formatString(strings.thoughtFor, { seconds: part.seconds })
            : strings.thought,
        part.status === 'running',
        part.text,
      )
    ) : part.type === 'tool' ? (
      <ToolCall key={index} part={part} />
    ) : part.type === 'file' ? (
      <ReplyFile key={index} file={part} />
    ) : part.type === 'text' && !empty ? (
      markdown(index, part.text, 'papo-message__markdown')
    ) : null,
  );
}
