/**
 * A drawn diagram follows its chat's colour scheme (docs/features.md#diagrams). The scheme is
 * the chat's stylesheets' (dark-styles.ts): the `colorScheme` option, set on the chat's host as
 * `data-scheme`, and with 'auto' the visitor's `prefers-color-scheme`. When either changes, each
 * diagram of the chat drawn in the other scheme is drawn again, by diagram-host.ts, from its code.
 */

/** The scheme of the chat at `element`: dark-styles.ts sets `color-scheme` on its host, 'auto' included. */
export const isDark = (element: Element) => getComputedStyle(element).colorScheme.includes('dark');

type Drawn = { dark: boolean; redraw(dark: boolean): void };

/** Each drawn diagram's scheme, and how to draw it in another. */
const drawnDiagrams = new WeakMap<Element, Drawn>();
/** The chats (their shadow roots) that hold a drawn diagram: weakly, a chat may be unmounted. */
const roots: WeakRef<Document | ShadowRoot>[] = [];
const watched = new WeakSet<Node>();

function followIn(root: Document | ShadowRoot): void {
  for (const diagram of root.querySelectorAll('.papo-diagram')) {
    const drawn = drawnDiagrams.get(diagram);
    const dark = drawn && isDark(diagram);
    if (drawn && dark !== drawn.dark) drawn.redraw((drawn.dark = !!dark));
  }
}

/**
 * Draws `diagram` again, with `redraw`, whenever its chat's scheme is no longer `dark`, the
 * scheme it was drawn in: at once if it changed while it was drawn.
 */
export function followScheme(diagram: Element, dark: boolean, redraw: (dark: boolean) => void): void {
  drawnDiagrams.set(diagram, { dark, redraw });
  const root = diagram.getRootNode() as Document | ShadowRoot;
  if (!watched.has(root)) {
    watched.add(root);
    if (roots.push(new WeakRef(root)) === 1) {
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () =>
        roots.forEach((ref) => {
          const chat = ref.deref();
          if (chat) followIn(chat);
        }),
      );
    }
    // setColorScheme, or a `<papo-chat color-scheme>` changed: the host's `data-scheme`.
    if (root instanceof ShadowRoot)
      new MutationObserver(() => followIn(root)).observe(root.host, { attributeFilter: ['data-scheme'] });
  }
  followIn(root);
}
