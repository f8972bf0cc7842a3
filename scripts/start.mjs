// `npm start`: builds whatever is not built yet (the library, then the docs site with its
// search index), then runs the reference webhook server, which serves the site and the
// chat webhook on one port. Ctrl+C, or SIGTERM/SIGINT to npm's pid or to this script's,
// stops everything it started (the server saves the chat history first).
import { buildWhatIsMissing, DOCS_SITE, LIBRARY, runServer } from './lib/foreground.mjs';

await buildWhatIsMissing([LIBRARY, DOCS_SITE]);
await runServer();
