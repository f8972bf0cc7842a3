// The importable n8n workflows in examples/n8n: the wiring the README promises (embedded
// chat with allowed origins, memory on both the agent and the trigger, streaming paired).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** @param {string} name */
const load = (name) => JSON.parse(readFileSync(new URL(`../../n8n/${name}`, import.meta.url), 'utf8'));

/** @param {any} workflow @param {string} type */
const nodeOfType = (workflow, type) => workflow.nodes.find((/** @type {any} */ node) => node.type === type);

/** @param {any} workflow @param {string} name */
const nodeNamed = (workflow, name) => workflow.nodes.find((/** @type {any} */ node) => node.name === name);

/** @param {any} workflow @param {string} from @param {string} kind */
const targets = (workflow, from, kind) =>
  (workflow.connections[from]?.[kind] ?? []).flat().map((/** @type {any} */ link) => link.node);

for (const [file, streaming, memoryType] of [
  ['papo-chat-workflow.json', false, '@n8n/n8n-nodes-langchain.memoryBufferWindow'],
  ['papo-chat-workflow-streaming.json', true, '@n8n/n8n-nodes-langchain.memoryPostgresChat'],
]) {
  describe(String(file), () => {
    const workflow = load(String(file));
    const trigger = nodeOfType(workflow, '@n8n/n8n-nodes-langchain.chatTrigger');
    const agent = nodeOfType(workflow, '@n8n/n8n-nodes-langchain.agent');
    const model = nodeOfType(workflow, '@n8n/n8n-nodes-langchain.lmChatOpenAi');
    const memory = nodeOfType(workflow, String(memoryType));

    it('has a public Chat Trigger in embedded-chat mode with allowed origins and memory-backed history', () => {
      expect(trigger.parameters).toMatchObject({ public: true, mode: 'webhook' });
      expect(trigger.parameters.options.allowedOrigins).not.toBe('*');
      expect(trigger.parameters.options.loadPreviousSession).toBe('memory');
      expect(trigger.webhookId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it(`responds ${streaming ? 'by streaming, with the agent streaming too' : 'when the last node finishes'}`, () => {
      expect(trigger.parameters.options.responseMode).toBe(streaming ? 'streaming' : 'lastNode');
      expect(agent.parameters.options.enableStreaming ?? false).toBe(streaming);
      expect(agent.parameters.options.systemMessage).toContain('Lia');
    });

    it('wires the trigger to the agent, the model to the agent, the memory to both', () => {
      if (streaming) {
        // A repeated question is answered from the table (README: Retry and repeated questions).
        const [claim] = targets(workflow, trigger.name, 'main');
        const [isNew] = targets(workflow, claim, 'main');
        const [toAgent, toRepeat] = workflow.connections[isNew].main.map((/** @type {any[]} */ links) =>
          links.map((link) => link.node),
        );
        expect(toAgent).toEqual([agent.name]);
        expect(nodeNamed(workflow, toRepeat[0]).type).toBe('n8n-nodes-base.respondToWebhook');
        expect(nodeNamed(workflow, claim).parameters.query).toContain('ON CONFLICT');
        expect(nodeNamed(workflow, targets(workflow, agent.name, 'main')[0]).parameters.query).toContain('SET reply');
      } else expect(targets(workflow, trigger.name, 'main')).toEqual([agent.name]);
      expect(targets(workflow, model.name, 'ai_languageModel')).toEqual([agent.name]);
      expect(targets(workflow, memory.name, 'ai_memory').sort()).toEqual([agent.name, trigger.name].sort());
    });

    it('names only placeholder credentials', () => {
      const credentials = workflow.nodes.flatMap((/** @type {any} */ node) => Object.values(node.credentials ?? {}));
      expect(credentials.length).toBeGreaterThan(0);
      for (const credential of credentials) expect(credential.id).toMatch(/^REPLACE_WITH_/);
    });
  });
}

it('the two workflows use different webhook ids, so both can be imported into one n8n', () => {
  const ids = ['papo-chat-workflow.json', 'papo-chat-workflow-streaming.json'].map(
    (file) => nodeOfType(load(file), '@n8n/n8n-nodes-langchain.chatTrigger').webhookId,
  );
  expect(new Set(ids).size).toBe(2);
});
