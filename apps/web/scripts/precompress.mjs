#!/usr/bin/env node
// After `vite build`: a brotli (quality 11) and a gzip (level 9) copy of every script, stylesheet
// and SVG in dist/, which @fastify/static serves as they are (`preCompressed`). Compressing once at
// the highest levels makes them smaller than compression on the fly can afford to.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const compressible = /\.(js|css|svg|html|json|txt|xml)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (compressible.test(entry.name)) {
      const body = fs.readFileSync(file);
      if (body.length < 1024) continue;
      const br = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      files += 1;
      before += body.length;
      after += br.length;
    }
  }
}

walk(dist);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli 11)`,
);
