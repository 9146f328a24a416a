// Build step of the admin (Vite plugin, vite.config.ts): every text file of the build (JavaScript, CSS, HTML,
// SVG, JSON) above 1 kB gets its brotli (.br, quality 11) and gzip (.gz, level 9) copies beside it, which
// the server sends as they are to browsers that accept them (@fastify/static `preCompressed`,
// src/server/http/static.ts): the admin's ~1.5 MB of JavaScript travels as ~0.4 MB, compressed once at build
// rather than on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** Writes the .br and .gz copies of the compressible files of `dir`; returns how many files were compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesOf(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const count = precompressDir(outDir);
      this.info?.(`${count} fichiers précompressés (brotli, gzip)`);
    },
  };
}
