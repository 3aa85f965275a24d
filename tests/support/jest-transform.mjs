/**
 * next/jest's SWC transform, answering in the module format jest asks for.
 *
 * Jest 30 on Node 24.9 and later loads an ES module file (a `"type": "module"` package such as
 * next-intl, or a `.mjs` script) as an ES module even when CommonJS code requires it, and says so
 * with `supportsStaticESM`. Next's transform ignores that and writes CommonJS unless the project
 * itself is an ES module package, so those files failed with "exports is not defined". Older Node
 * (22, 20) loads them as CommonJS and keeps getting CommonJS.
 */
import path from 'node:path';
import nextTransformer from 'next/dist/build/swc/jest-transformer.js';

function createTransformer(options) {
  const next = nextTransformer.createTransformer(options);
  return {
    process(source, filename, jestOptions) {
      if (!jestOptions.supportsStaticESM) return next.process(source, filename, jestOptions);
      // Next writes an ES module for the extensions the configuration treats as ES modules.
      const config = { ...jestOptions.config, extensionsToTreatAsEsm: [path.extname(filename)] };
      return next.process(source, filename, { ...jestOptions, config });
    },
  };
}

// Jest loads an ES module transformer through its default export.
const transformer = { createTransformer };
export default transformer;
