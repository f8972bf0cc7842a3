// React's JSX runtime as named bindings for the standalone app (see ./react.mjs).
import * as runtime from 'react/jsx-runtime';

export const { Fragment, jsx, jsxs } = runtime;
