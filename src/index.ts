export * from './core';
export { createChat, type ChatInstance } from './embed';
