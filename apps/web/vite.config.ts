import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The built app renders with Preact's React-compatible layer (ADR 0010): ~65 KB less JavaScript.
 * `vite` in development keeps React (its fast refresh is React's).
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? preactCompat : []),
    ],
  },
  // Libraries that import React are bundled into the server renderer, so they get Preact too.
  ssr: command === 'build' ? { noExternal: ['react-router', '@tanstack/react-query', 'lucide-react'] } : {},
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The server renderer needs no copy of public/ (48 MB of media): the client build serves it.
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, copyPublicDir: !isSsrBuild },
}));
