/**
 * The `--chat--*` custom properties of n8n's chat widget (docs/decisions.md#theming), with Papo's
 * defaults. Custom properties inherit into the shadow root, so a theme set on the host
 * page's `:root` for n8n's widget applies here unchanged. That is also why the defaults
 * are `var()` fallbacks and never declarations: a declaration on our host would hide the
 * page's values. Papo's default colours differ from n8n's to meet WCAG AA contrast.
 */
const defaults = {
  'color-primary': '#2451b7',
  'color-primary-shade-50': '#1e4499',
  'color-primary-shade-100': '#183878',
  'color-secondary': '#0f6e61',
  'color-secondary-shade-50': '#0c5a4f',
  'color-white': '#ffffff',
  'color-light': '#f2f4f8',
  'color-light-shade-50': '#e6e9f1',
  'color-light-shade-100': '#c2c5cc',
  'color-medium': '#d2d4d9',
  'color-dark': '#101330',
  'color-disabled': '#6b6d74',
  'color-typing': '#404040',
  'color-error': '#b3261e',
  spacing: '1rem',
  'border-radius': '0.25rem',
  'transition-duration': '0.15s',
  'font-family': 'system-ui, sans-serif',
  'window--width': '400px',
  'window--height': '600px',
  'window--bottom': 'var(--chat--spacing, 1rem)',
  'window--right': 'var(--chat--spacing, 1rem)',
  'window--z-index': '9999',
  'window--border': '1px solid var(--chat--color-light-shade-50, #e6e9f1)',
  'window--border-radius': 'var(--chat--border-radius, 0.25rem)',
  'header-height': 'auto',
  'header--padding': 'var(--chat--spacing, 1rem)',
  'header--background': 'var(--chat--color-dark, #101330)',
  'header--color': 'var(--chat--color-light, #f2f4f8)',
  'header--border-top': 'none',
  'header--border-bottom': 'none',
  'heading--font-size': '1.5em',
  'subtitle--font-size': 'inherit',
  'subtitle--line-height': '1.8',
  'textarea--height': '50px',
  'message--font-size': '1rem',
  'message--padding': 'var(--chat--spacing, 1rem)',
  'message--border-radius': 'var(--chat--border-radius, 0.25rem)',
  'message-line-height': '1.6',
  'message--bot--background': 'var(--chat--color-white, #ffffff)',
  'message--bot--color': 'var(--chat--color-dark, #101330)',
  'message--bot--border': 'none',
  'message--user--background': 'var(--chat--color-secondary, #0f6e61)',
  'message--user--color': 'var(--chat--color-white, #ffffff)',
  'message--user--border': 'none',
  'message--pre--background': 'rgba(0, 0, 0, 0.05)',
  'messages-list--padding': 'var(--chat--spacing, 1rem)',
  'toggle--background': 'var(--chat--color-primary, #2451b7)',
  'toggle--hover--background': 'var(--chat--color-primary-shade-50, #1e4499)',
  'toggle--active--background': 'var(--chat--color-primary-shade-100, #183878)',
  'toggle--color': 'var(--chat--color-white, #ffffff)',
  'toggle--size': '64px',
  'toggle--border-radius': '50%',
  'input--background': 'var(--chat--color-white, #ffffff)',
  'input--text-color': 'var(--chat--color-dark, #101330)',
  'input--border': '0',
  'input--border-active': '0',
  'focus--outline': '2px solid var(--chat--color-primary, #2451b7)',
} as const;

export type ChatToken = keyof typeof defaults;

/**
 * Every `--chat--*` property with its default, for documentation: the build writes it to
 * `papo-chat/theme-tokens.json` (tsup.config.ts); the widget's code never reads it.
 */
export function themeTokenDefaults(): Record<`--chat--${ChatToken}`, string> {
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [`--chat--${name}`, value])) as Record<
    `--chat--${ChatToken}`,
    string
  >;
}

/** `var(--chat--name, default)`: the page's value when it sets one, ours otherwise. */
export function token(name: ChatToken): string {
  return `var(--chat--${name}, ${defaults[name]})`;
}

/** Identity tag, so editors highlight the CSS in template strings. */
export function css(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, part, index) => out + part + (index < values.length ? String(values[index]) : ''), '');
}
