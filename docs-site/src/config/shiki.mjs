// Code colours for Markdown code blocks and the <Code> component alike: both themes are
// emitted as CSS variables (defaultColor: false) and src/styles/prose.css picks one.
// The "-default" GitHub themes keep comments above 4.5:1 contrast in both modes.
export const codeThemes = /** @type {const} */ ({ light: 'github-light-default', dark: 'github-dark-default' });
