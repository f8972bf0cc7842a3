import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs: the built app works from any folder, as the reference server serves
  // it under /examples/react-app/ (`npm run example:react`).
  base: './',
  // papo-chat is the repository root, linked by the workspace: use the app's one React.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    // `npm run dev -w examples/react-app` beside `npm start`: the chat's same-origin
    // /webhook/chat reaches the reference server. changeOrigin sends that server's own Host,
    // so Lia's source links go to the docs it serves, not to this dev server.
    proxy: {
      '/webhook': { target: process.env.PAPO_WEBHOOK_PROXY ?? 'http://localhost:4321', changeOrigin: true },
    },
  },
});
