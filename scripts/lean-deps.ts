// Build step of the admin (Vite plugin, vite.config.ts): two dependencies of react-admin that the start bundle
// carried for nothing.
// - `object.entries`, a polyfill node-polyglot (react-admin's translator) requires, drags a dozen ECMAScript
//   shim packages (get-intrinsic, call-bind, define-properties…) into the start: every browser the admin supports
//   has Object.entries, which it stands for here.
// - `jsonexport`, the CSV writer of react-admin's default list exporter: our lists export through the server
//   (exporter={false}), but the default is imported all the same; it is loaded here only if it is ever called.
import type { Plugin } from 'vite';

const ENTRIES = '\0lean-deps:object.entries';
const JSONEXPORT = '\0lean-deps:jsonexport';

export function leanDeps(): Plugin {
  return {
    name: 'lean-deps',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === 'object.entries') return ENTRIES;
      if (source === 'jsonexport/dist/index.js' && importer && /[\\/]ra-core[\\/]/.test(importer)) {
        return JSONEXPORT;
      }
      return null;
    },
    load(id) {
      if (id === ENTRIES) return 'module.exports = Object.entries;\n';
      if (id === JSONEXPORT) {
        // The same call, made once the real module has loaded (its result is given to the callback).
        return (
          'export default function jsonExport(...args) {\n' +
          "  import('jsonexport/dist/index.js').then((m) => (m.default ?? m)(...args));\n" +
          '}\n'
        );
      }
      return null;
    },
  };
}
