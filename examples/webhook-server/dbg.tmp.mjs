import { loadDocsIndex } from './src/docs-index.js';
const index = await loadDocsIndex('/work/main/docs-site/dist/docs-text.json');
for (const q of process.argv.slice(2)) { console.log(q); for (const h of index.search(q).slice(0,4)) console.log('  ', h.score.toFixed(1), h.coverage.toFixed(2), h.section.url, '|', h.section.blocks.map(b=>b.text).join(' / ').slice(0,200)); }
