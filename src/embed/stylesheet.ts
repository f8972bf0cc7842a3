/**
 * Styles go into the shadow root as constructable stylesheets, which need no inline
 * <style> (CSP `style-src` without 'unsafe-inline' still works) and are parsed once per
 * page; older browsers get a <style> element inside the shadow root instead.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot, cssText: string): void {
  // Browsers that adopt sheets can also construct them and replaceSync (Chrome 73, Firefox 101, Safari 16.4).
  if ('adoptedStyleSheets' in (root as object)) {
    let sheet = sheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      sheets.set(cssText, sheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = cssText;
  root.prepend(style);
}
