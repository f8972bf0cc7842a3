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
  // The same values while these options and their words stay, so a reply is not drawn again
  // (its diagrams shown as code meanwhile) when another option changes: the colour scheme, say,
  // which drawn diagrams follow by themselves (markdown/diagram-scheme.ts). Each change of
  // options brings new strings and a new array of origins, not new words or origins.
  const { diagrams } = options.markdown;
  const { diagram, diagramFailed } = strings;
  const diagramSettings = useMemo(
    () => diagrams && { ...(diagrams as object), name: diagram, failed: diagramFailed },
    [diagrams, diagram, diagramFailed],
  );
  // Origins hold no space (options-schema.ts checks each one).
  const origins = options.allowedImageOrigins.join(' ');
  const allowedImageOrigins = useMemo(() => (origins ? origins.split(' ') : []), [origins]);
  const markdown = (key: number, text: string, className: string) => (
    <Markdown
      key={key}
      className={className}
      text={text}
      loadEngine={loadEngine}
      allowedImageOrigins={allowedImageOrigins}
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
