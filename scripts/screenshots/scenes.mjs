// The four README images, each a scene played in Chromium until the state worth showing:
// the widget on the plain example page (desktop, phone) and the docs site with Lia
// (desktop, phone). Each waits for what it shows (reply complete, animations done).
import { renameSync } from 'node:fs';

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export const EXAMPLE_QUESTION = 'Como autentico na API?';
export const EXAMPLE_CODE_QUESTION = 'Um exemplo em JavaScript?';
/** What the fake webhook answers on the example page. */
export const EXAMPLE_ANSWERS = {
  [EXAMPLE_QUESTION]: [
    'Peça um token em **POST /auth/token** com seu `client_id` e seu `client_secret`, e envie-o no cabeçalho `Authorization: Bearer <token>` de cada chamada.',
    'O passo a passo está em [Autenticação](https://docs.atesta.example/docs/api/autenticacao).',
  ].join('\n\n'),
  [EXAMPLE_CODE_QUESTION]: 'Assim:\n\n```javascript\nconst token = await getToken();\n```',
};
const SITE_QUESTION = 'Como autentico na API?';
const SITE_FOLLOW_UP = 'Como recebo o resultado por webhook?';

/** Asks in the open chat and waits until the answer is complete (no dots, nothing streaming). */
async function ask(page, question) {
  const answers = await page.locator('.papo-message--bot:not(.papo-typing)').count();
  const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
  await textbox.fill(question);
  await textbox.press('Enter');
  await page.locator('.papo-message--bot:not(.papo-typing)').nth(answers).waitFor();
  await page.locator('[data-testid="typing-indicator"]').waitFor({ state: 'detached' });
  await page.locator('[data-streaming]').waitFor({ state: 'detached' });
}

/** Waits until the window is open and done with its opening transition. */
async function waitUntilOpen(page) {
  await page.locator('.papo-window[data-open="true"]').waitFor();
  await page.getByRole('textbox', { name: 'Escreva sua pergunta…' }).waitFor();
  await page
    .locator('.papo-window')
    .evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
}

async function open(page, { tap = false } = {}) {
  const toggle = page.getByRole('button', { name: 'Abrir chat', exact: true });
  await (tap ? toggle.tap() : toggle.click());
  await waitUntilOpen(page);
}

/** Follows a link with the site's client-side router and waits for the new page. */
async function follow(page, link, pathname) {
  await link.click();
  await page.waitForFunction((expected) => location.pathname === expected, pathname);
  await page.locator('main h1').waitFor();
}

/** Each scene gets a fresh page and returns once the page shows what its image is for. */
export const scenes = {
  async 'widget-desktop'(page, { exampleUrl }) {
    await page.goto(`${exampleUrl}/`, { waitUntil: 'load' });
    await open(page);
    await ask(page, EXAMPLE_QUESTION);
    await ask(page, EXAMPLE_CODE_QUESTION);
    await page.locator('.papo-message--bot pre code .hljs-keyword').first().waitFor();
    await page.mouse.move(0, 0);
  },
  async 'widget-mobile'(page, { exampleUrl }) {
    await page.goto(`${exampleUrl}/`, { waitUntil: 'load' });
    await open(page, { tap: true });
    await ask(page, EXAMPLE_QUESTION);
  },
  async 'site-desktop'(page, { siteUrl }) {
    await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    await open(page);
    await ask(page, SITE_QUESTION);
    const liaLink = await page.locator('.papo-message--bot a[href^="/docs/"]').first().getAttribute('href');
    const pathname = new URL(liaLink ?? '', siteUrl).pathname;
    const topBar = page.getByRole('navigation', { name: 'Principal', exact: true });
    await follow(page, topBar.getByRole('link', { name: 'Documentação' }), '/docs/intro');
    const sidebar = page.getByRole('navigation', { name: 'Documentação', exact: true });
    await follow(page, sidebar.locator(`a[href="${pathname}"]`), pathname);
    await ask(page, SITE_FOLLOW_UP);
    await page.mouse.move(0, 0);
  },
  async 'site-mobile'(page, { siteUrl }) {
    await page.goto(`${siteUrl}/docs/intro`, { waitUntil: 'load' });
    await open(page, { tap: true });
    await ask(page, SITE_QUESTION);
  },
};

/** Written whole, then renamed: a failed run never leaves half a PNG behind. */
export async function capture(page, file) {
  const temporary = `${file}.tmp.png`;
  await page.screenshot({ path: temporary, animations: 'disabled' });
  renameSync(temporary, file);
}
