import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the Fastify server (npm run start:server, port 3000) answers everything but the app itself. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
      '/fonts': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Shared contract modules build zod schemas at module level. Marking zod's builders pure
        // lets screens that import only a constant or helper from such a module (the start-up's
        // font URL helper) leave zod out of their chunk; schemas that are used are kept.
        manualPureFunctions: ['z'],
      },
    },
  },
});
