// The Papo test workflows as queue mode needs them: Simple Memory lives in one process's RAM,
// so a history written by one worker would be missing on the next. Each workflow's Simple
// Memory becomes a Postgres Chat Memory (same place in the graph, same session key) that
// uses the credential the queue-mode script imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SIMPLE_MEMORY = '@n8n/n8n-nodes-langchain.memoryBufferWindow';
export const POSTGRES_MEMORY_NAME = 'Postgres Chat Memory';

export const readWorkflows = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));

/** A copy of `workflow` whose Simple Memory nodes are Postgres Chat Memory nodes. */
export function postgresVariant(workflow, credential) {
  const renamed = new Map();
  const nodes = workflow.nodes.map((node) => {
    if (node.type !== SIMPLE_MEMORY) return node;
    const name = renamed.size ? `${POSTGRES_MEMORY_NAME} ${renamed.size + 1}` : POSTGRES_MEMORY_NAME;
    renamed.set(node.name, name);
    return {
      ...node,
      name,
      type: '@n8n/n8n-nodes-langchain.memoryPostgresChat',
      typeVersion: 1.3,
      parameters: {
        sessionIdType: node.parameters.sessionIdType ?? 'fromInput',
        tableName: 'n8n_chat_histories',
        contextWindowLength: node.parameters.contextWindowLength ?? 50,
      },
      credentials: { postgres: { id: credential.id, name: credential.name } },
    };
  });
  const connections = Object.fromEntries(
    Object.entries(workflow.connections).map(([source, outputs]) => [renamed.get(source) ?? source, outputs]),
  );
  return { ...workflow, nodes, connections };
}
