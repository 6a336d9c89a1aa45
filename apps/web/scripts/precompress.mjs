// After the build: a brotli (.br) and a gzip (.gz) copy of every text file of dist/ worth
// compressing, made once at the highest levels, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing each request on the fly at a low level.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (TEXT.test(e.name)) {
      const bytes = fs.readFileSync(p);
      if (bytes.length < 1024) continue;
      const br = zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      fs.writeFileSync(`${p}.br`, br);
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      files++;
      before += bytes.length;
      after += br.length;
    }
  }
};
walk(dist);
console.log(`precompressed ${files} files: ${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB brotli`);
