import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The server renderer needs no copy of public/ (48 MB of media): the client build serves it.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // One stylesheet, linked by both HTML entries (public pages inline it): no chunk asks for CSS
    // of its own, which would make the browser fetch and apply the whole stylesheet again.
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    // index.html: the client-routed app (signed-in areas); islands.html: public pages (docs/rules/public-pages.md#rendering).
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', islands: 'islands.html' },
          output: {
            // React DOM in a chunk of its own: every page needs it, and it changes only with React.
            manualChunks(id: string) {
              if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
              return undefined;
            },
          },
        },
  },
}));
