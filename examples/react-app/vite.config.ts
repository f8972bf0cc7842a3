import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // papo-chat is the repository root, linked by the workspace: use the app's one React.
  resolve: { dedupe: ['react', 'react-dom'] },
});
