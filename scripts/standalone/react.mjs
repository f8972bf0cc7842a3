// React as named bindings for the standalone app (tsup.config.ts, reactByName): the chat's
// modules import these instead of React's CommonJS module, so the bundle calls `useState(…)`
// rather than `(0, import_react.useState)(…)` at every call site. esbuild says at build time
// when a module imports a name that is missing here.
import * as React from 'react';

export const {
  Component,
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
