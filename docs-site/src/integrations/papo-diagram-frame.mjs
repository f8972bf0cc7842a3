// @ts-check
/**
 * The chat's diagrams frame (papo-chat's `dist/browser/diagram/`: its page, its script and
 * Mermaid's chunks), served at /papo-chat-diagram/ in dev and copied there by the build, as
 * the npm package's README asks of a site that turns `markdown.diagrams` on (src/scripts/chat.ts).
 */
import { cp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIAGRAM_FRAME_PATH = '/papo-chat-diagram/';

const frameDir = join(
  dirname(createRequire(import.meta.url).resolve('papo-chat/package.json')),
  'dist/browser/diagram',
);
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** @returns {import('astro').AstroIntegration} */
export function papoDiagramFrame() {
  return {
    name: 'atesta:papo-diagram-frame',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(DIAGRAM_FRAME_PATH, (request, response, next) => {
          const file = normalize(join(frameDir, (request.url ?? '/').split('?')[0]));
          if (!file.startsWith(frameDir + sep)) return next();
          readFile(file).then(
            (body) => {
              response.setHeader(
                'content-type',
                TYPES[/** @type {'.js'} */ (extname(file))] ?? 'application/octet-stream',
              );
              response.end(body);
            },
            () => next(),
          );
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        await cp(frameDir, join(fileURLToPath(dir), DIAGRAM_FRAME_PATH), { recursive: true });
        logger.info(`the chat's diagrams frame copied to ${DIAGRAM_FRAME_PATH}`);
      },
    },
  };
}
