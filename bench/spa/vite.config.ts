import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { parseConfig, stringEnv } from '../../src/lib/config-parse';

// Client-only build of the SPA baseline (see main.tsx), into bench/spa-dist.
export default defineConfig({
  root: 'bench/spa',
  plugins: [react(), tailwindcss()],
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig(stringEnv(process.env))) },
  build: { outDir: '../spa-dist', emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
