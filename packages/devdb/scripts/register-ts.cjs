// Lets plain Node scripts require this package's TypeScript sources (the package ships no build):
// transpiles .ts to CommonJS with @swc/core on load. Used by fetch-jars.mjs and a test.
const fs = require('node:fs');
const swc = require('@swc/core');

const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };

require.extensions['.ts'] ??= (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
