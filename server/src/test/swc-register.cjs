// Runs a TypeScript entry point of the server as a child process without building it first, compiled the
// way the server suite's Vitest compiles it (SWC, legacy decorators with their metadata):
//   node -r ./server/src/test/swc-register.cjs server/src/cli/ledger-check.ts
// Dynamic import() stays an import, as tsc leaves it, for the ESM-only packages loaded that way. What it
// compiled is kept in the temp folder by content, so the next process starts without compiling again.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { transformSync, version } = require('@swc/core');

const options = {
  sourceMaps: 'inline',
  module: { type: 'commonjs', ignoreDynamic: true },
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
};
const cacheDir = path.join(os.tmpdir(), `vela-swc-cache-${process.getuid?.() ?? 'user'}`);
fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto
    .createHash('sha256')
    .update(`${version}\0${JSON.stringify(options)}\0${filename}\0${source}`)
    .digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, 'utf8');
  } catch {
    code = transformSync(source, { ...options, filename }).code;
    // Written whole, then renamed: a process running beside never reads half a file.
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  }
  module._compile(code, filename);
};
