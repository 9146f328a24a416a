// Build step of the admin (Vite plugin, vite.config.ts): dependencies of react-admin and @api-platform/admin that
// the start bundle carried for nothing.
// - `object.entries`, a polyfill node-polyglot (react-admin's translator) requires, drags a dozen ECMAScript
//   shim packages (get-intrinsic, call-bind, define-properties…) into the start: every browser the admin supports
//   has Object.entries, which it stands for here.
// - `jsonexport`, the CSV writer of react-admin's default list exporter: our lists export through the server
//   (exporter={false}), but the default is imported all the same; it is loaded here only if it is ever called.
// - react-router's data router (createRouter and its loaders, actions, fetchers, revalidation: half of
//   react-router), which react-admin's router adapter references only to make a hash router when <Admin> is not
//   inside one. The admin always is (App.tsx's BrowserRouter, spec 000's history mode); outside a router the
//   adapter gets react-router's declarative HashRouter instead, the router react-admin made before it had data
//   routers: the same pages and addresses, without blocking a navigation away from an unsaved form (react-admin
//   checks whether it can block: ra-core's useCanBlock).
// - the defaults of @api-platform/admin's Hydra data provider that bootstrap.ts replaces: the documentation parser
//   (api-doc-parser's parseHydraDocumentation, with inflection) and the HTTP client (fetchHydra, with jsonld). Both
//   are asynchronous: each is the same call, made once its module has loaded, should a build ever use them.
// - react-admin's list filter form, with react-hook-form: its list toolbar gets ours (views/FilterFormLater.tsx), the
//   same form loaded with the filter inputs when a list first shows.
// - react-admin's pages and parts that its layout and list draw only on demand, each then loaded as its own chunk
//   (LATER_COMPONENTS): the error page of its layout's error boundary (with MUI's Accordion), the preferences
//   inspector (drawn only while preferences are edited), the list's default actions, empty page and bulk delete
//   button, which our lists replace (views/GenericList.tsx: `actions`, `empty={false}`, `bulkActionButtons`), with
//   the floating « Créer » button, and the dialogs of the saved queries (MUI's Dialog), drawn closed until asked.
// - MUI's Popper in its Tooltip, with Popper.js: a tooltip draws its popper only once open, so the popper's module is
//   loaded when a first tooltip opens (hovered or focused), and stays drawn from then on for its closing transition.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ENTRIES = '\0lean-deps:object.entries';
const JSONEXPORT = '\0lean-deps:jsonexport';
const ROUTER = '\0lean-deps:react-router-dom';
const HYDRA_PARSER = '\0lean-deps:api-doc-parser';
/** Prefix of a stand-in for a module's default export, an asynchronous function: the real id follows. */
const LATER = '\0lean-deps:later:';
const FILTER_FORM = fileURLToPath(new URL('../src/admin/views/FilterFormLater.tsx', import.meta.url));
const LIST_TOOLBAR = /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]ListToolbar\.js$/;
/** Prefix of a stand-in for a component, drawn once its module has loaded: its name and the real id follow. */
const COMPONENT = '\0lean-deps:component:';
const RA = /[\\/]ra-ui-materialui[\\/]dist[\\/]/;
/** react-admin modules (path end under ra-ui-materialui/dist), what they import and the component taken later, from
 * its own module (`target`) where they import it from a barrel: a barrel the start also uses is in the start chunk. */
const LATER_COMPONENTS: Array<{ importer: string; source: string; name: string; target?: string }> = [
  { importer: 'layout/Layout.js', source: './Error.js', name: 'Error' },
  {
    importer: 'layout/Layout.js',
    source: '../preferences/index.js',
    target: '../preferences/Inspector.js',
    name: 'Inspector',
  },
  { importer: 'list/ListView.js', source: './ListActions.js', name: 'ListActions' },
  { importer: 'list/ListView.js', source: './Empty.js', name: 'Empty' },
  // The default bulk action (ours replace it: views/GenericList.tsx) and the saved queries' dialogs, with MUI's Dialog.
  {
    importer: 'list/datagrid/Datagrid.js',
    source: '../../button/index.js',
    target: '../../button/BulkDeleteButton.js',
    name: 'BulkDeleteButton',
  },
  { importer: 'list/filter/FilterButton.js', source: './AddSavedQueryDialog.js', name: 'AddSavedQueryDialog' },
  { importer: 'list/filter/FilterButton.js', source: './RemoveSavedQueryDialog.js', name: 'RemoveSavedQueryDialog' },
];
const POPPER = '\0lean-deps:popper:';
const TOOLTIP = /[\\/]@mui[\\/]material[\\/]Tooltip[\\/]Tooltip\.mjs$/;
const HYDRA_PROVIDER = /[\\/]@api-platform[\\/]admin[\\/]lib[\\/]hydra[\\/]dataProvider\.js$/;

/** What ra-core's react-router adapter (routing/adapters/reactRouterProvider.js) imports. */
const ROUTER_NAMES = [
  'useNavigate',
  'useLocation',
  'useParams',
  'useBlocker',
  'useMatch',
  'useInRouterContext',
  'Link',
  'Navigate',
  'Route',
  'Routes',
  'Outlet',
  'matchPath',
  'UNSAFE_DataRouterContext',
  'UNSAFE_DataRouterStateContext',
];

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
      if (
        source === 'react-router-dom' &&
        importer &&
        /[\\/]ra-core[\\/].*[\\/]reactRouterProvider\.js$/.test(importer)
      ) {
        return ROUTER;
      }
      if (source === './filter/index.js' && importer && LIST_TOOLBAR.test(importer)) return FILTER_FORM;
      const part =
        importer &&
        RA.test(importer) &&
        LATER_COMPONENTS.find(
          (c) => c.source === source && importer.replace(/\\/g, '/').endsWith(`/dist/${c.importer}`),
        );
      if (part) {
        const real = await this.resolve(part.target ?? source, importer, { skipSelf: true });
        return real ? `${COMPONENT}${part.name}:${real.id}` : null;
      }
      if (source === '../Popper/index.mjs' && importer && TOOLTIP.test(importer)) {
        const real = await this.resolve('../Popper/Popper.mjs', importer, { skipSelf: true });
        return real ? POPPER + real.id : null;
      }
      if (importer && HYDRA_PROVIDER.test(importer)) {
        if (source === '@api-platform/api-doc-parser') return HYDRA_PARSER;
        if (source === './fetchHydra.js') {
          const real = await this.resolve(source, importer, { skipSelf: true });
          return real ? LATER + real.id : null;
        }
      }
      return null;
    },
    load(id) {
      if (id === HYDRA_PARSER) {
        return (
          'export const parseHydraDocumentation = (...args) =>\n' +
          "  import('@api-platform/api-doc-parser').then((m) => m.parseHydraDocumentation(...args));\n"
        );
      }
      if (id.startsWith(POPPER)) {
        const real = JSON.stringify(id.slice(POPPER.length));
        return (
          "import { createElement, lazy, Suspense, useState } from 'react';\n" +
          `const Later = lazy(() => import(${real}));\n` +
          'export default function Popper(props) {\n' +
          '  const [opened, setOpened] = useState(false);\n' +
          '  if (props.open && !opened) setOpened(true);\n' +
          '  if (!props.open && !opened) return null;\n' +
          '  return createElement(Suspense, { fallback: null }, createElement(Later, props));\n' +
          '}\n'
        );
      }
      if (id.startsWith(COMPONENT)) {
        const [name, ...path] = id.slice(COMPONENT.length).split(':');
        const real = JSON.stringify(path.join(':'));
        return (
          "import { createElement, lazy, Suspense } from 'react';\n" +
          `const Later = lazy(() => import(${real}).then((m) => ({ default: m.${name} })));\n` +
          `export function ${name}(props) {\n` +
          '  return createElement(Suspense, { fallback: null }, createElement(Later, props));\n' +
          '}\n'
        );
      }
      if (id.startsWith(LATER)) {
        const real = JSON.stringify(id.slice(LATER.length));
        return `export default (...args) => import(${real}).then((m) => m.default(...args));\n`;
      }
      if (id === ROUTER) {
        // createHashRouter only describes the router; RouterProvider makes it, as a HashRouter around the one
        // route's element (the adapter's InternalRouter gives a single `*` route holding the admin).
        return (
          "import { createElement } from 'react';\n" +
          "import { HashRouter } from 'react-router-dom';\n" +
          `export { ${ROUTER_NAMES.join(', ')} } from 'react-router-dom';\n` +
          'export const createHashRouter = (routes, options) => ({ routes, basename: options?.basename });\n' +
          'export function RouterProvider({ router }) {\n' +
          '  return createElement(HashRouter, { basename: router.basename }, router.routes[0]?.element);\n' +
          '}\n'
        );
      }
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
