// The API reference page (/api/docs in a browser): Swagger UI's prebuilt files (npm swagger-ui-dist, no
// CDN, nothing in the admin's bundle) served from node_modules, with a start script of our own so that the
// page runs under the server's CSP (scripts from this origin only, no inline script).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const VIEWER_PREFIX = '/api/docs/ui/';
const require = createRequire(import.meta.url);
const distDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const viewerVersion = String(
  (JSON.parse(readFileSync(join(distDir, 'package.json'), 'utf8')) as { version: string }).version,
);

/** Swagger UI's start: the document, the deep links, no call to the public validator, French-friendly
 * defaults (tags closed, filter box). */
const INIT_JS = `// Start of the API reference page (Swagger UI), served by the API.
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    filter: true,
    showExtensions: true,
    persistAuthorization: true,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [accessible],
    layout: 'BaseLayout',
  });
  var root = document.getElementById('swagger-ui');
  labelControls();
  translate(root);
  // Only what was just drawn is translated (the document is large: walking the whole page on each change would
  // slow its drawing down).
  new MutationObserver(function (records) {
    labelControls();
    records.forEach(function (record) {
      if (record.type === 'characterData') translate(record.target);
      else record.addedNodes.forEach(translate);
    });
  }).observe(root, { childList: true, subtree: true, characterData: true });
});

// Swagger UI speaks English and has no translations: its fixed labels are put in French as it draws them (text
// nodes and the few placeholders, titles and names it gives), the document's own texts being French already.
var FRENCH = {
  'Authorize': 'S’authentifier',
  'Available authorizations': 'Autorisations disponibles',
  'Logout': 'Se déconnecter',
  'Close': 'Fermer',
  'Try it out': 'Essayer',
  'Try it out ': 'Essayer',
  'Cancel': 'Annuler',
  'Execute': 'Exécuter',
  'Clear': 'Effacer',
  'Parameters': 'Paramètres',
  'No parameters': 'Aucun paramètre',
  'Name': 'Nom',
  'Responses': 'Réponses',
  'Response content type': 'Type de contenu de la réponse',
  'Request body': 'Corps de la requête',
  'Media type': 'Type de contenu',
  'Controls ': 'Règle l’en-tête ',
  ' header.': '.',
  'Controls Accept header.': 'Règle l’en-tête Accept.',
  'Links': 'Liens',
  'No links': 'Aucun lien',
  'Example Value': 'Exemple de valeur',
  'Example': 'Exemple',
  'Examples': 'Exemples',
  'Schema': 'Schéma',
  'Schemas': 'Schémas',
  'Servers': 'Serveurs',
  'required': 'obligatoire',
  'Default value': 'Valeur par défaut',
  'Send empty value': 'Envoyer une valeur vide',
  'Request URL': 'URL de la requête',
  'Server response': 'Réponse du serveur',
  'Response body': 'Corps de la réponse',
  'Response headers': 'En-têtes de la réponse',
  'Details': 'Détails',
  'Download': 'Télécharger',
  'Undocumented': 'Non documenté',
  'Loading...': 'Chargement…',
  'Value:': 'Valeur :',
  'Add item': 'Ajouter un élément',
  'Add string item': 'Ajouter une valeur',
  'Choose File': 'Choisir un fichier',
  'Extensions': 'Extensions',
  'Expand all': 'Tout déplier',
  'Collapse all': 'Tout replier',
  'Explore': 'Explorer',
};
var FRENCH_ATTRIBUTES = {
  'Filter by tag or path': 'Filtrer par étiquette ou chemin',
  'Filter by tag': 'Filtrer par étiquette',
  'Apply credentials': 'Appliquer l’identification',
  'Remove authorization': 'Retirer l’identification',
  'authorize button': 'S’authentifier',
  'authorization button unlocked': 'Non authentifié',
  'authorization button locked': 'Authentifié',
  'Copy to clipboard': 'Copier dans le presse-papiers',
};

function translateText(node) {
  var text = node.nodeValue;
  var french = FRENCH[text];
  if (french === undefined && FRENCH[text.trim()]) french = text.replace(text.trim(), FRENCH[text.trim()]);
  if (french !== undefined && french !== text) node.nodeValue = french;
}

function translate(root) {
  if (root.nodeType === Node.TEXT_NODE) return translateText(root);
  if (root.nodeType !== Node.ELEMENT_NODE) return;
  var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) translateText(node);
  var labelled = Array.prototype.slice.call(root.querySelectorAll('[placeholder], [aria-label], [title]'));
  [root].concat(labelled).forEach(function (el) {
    ['placeholder', 'aria-label', 'title'].forEach(function (name) {
      var value = el.getAttribute(name);
      if (value && FRENCH_ATTRIBUTES[value]) el.setAttribute(name, FRENCH_ATTRIBUTES[value]);
    });
  });
}

// Accessibility (WCAG AA, checked by axe in the journeys). An operation's summary is a button: the path inside
// it is drawn as text, not as a second control (a link) nested in the button; the deep links stay on the tags
// and in the address bar.
function accessible() {
  return {
    wrapComponents: {
      OperationSummaryPath: function (Original, system) {
        return function (props) {
          var operationProps = props.operationProps && props.operationProps.set('isDeepLinkingEnabled', false);
          return system.React.createElement(Original, Object.assign({}, props, { operationProps: operationProps }));
        };
      },
    },
  };
}

// Swagger UI draws its value lists without a name and its code samples as scroll boxes the keyboard cannot
// reach: each list is named after its parameter, each sample is a tab stop.
function labelControls() {
  document.querySelectorAll('#swagger-ui select:not([aria-label])').forEach(function (select) {
    var row = select.closest('tr[data-param-name]');
    var name = row ? row.getAttribute('data-param-name')
      : select.id === 'servers' ? 'Serveurs'
      : select.closest('.content-type-wrapper, .response-control-media-type') ? 'Type de contenu'
      : 'Choix';
    select.setAttribute('aria-label', name);
  });
  var codeBlocks = '#swagger-ui .highlight-code pre:not([tabindex]), #swagger-ui pre.microlight:not([tabindex])';
  document.querySelectorAll(codeBlocks).forEach(function (pre) {
    pre.setAttribute('tabindex', '0');
  });
}
`;

const PAGE_CSS = `body { margin: 0; font-family: system-ui, sans-serif; }
.fs-header { padding: 12px 20px; background: #1d3557; color: #fff; display: flex; gap: 24px; align-items: baseline;
  flex-wrap: wrap; }
.fs-header h1 { font-size: 20px; margin: 0; }
.fs-header a { color: #cde; }
/* Contrast of at least 4.5:1 (WCAG AA) where Swagger UI's own colours fall short. */
.swagger-ui .info .title small { background: #5b616b; }
.swagger-ui .info .title small.version-stamp { background: #3b6e00; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui .info .base-url { color: #1f5fa8; }
.swagger-ui .btn.authorize { color: #1b6b3f; border-color: #1b6b3f; }
.swagger-ui .btn.authorize svg { fill: #1b6b3f; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d64b0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b7a4f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a15c00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b7a6b; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b71c1c; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #7a1fa2; }
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #0d5aa7; }
.swagger-ui .parameter__in, .swagger-ui .parameter__deprecated, .swagger-ui .prop-format,
.swagger-ui .parameter__extension, .swagger-ui .renderedMarkdown p, .swagger-ui .response-col_links,
.swagger-ui .opblock-description-wrapper p { color: #3b4151; }
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required::after { color: #b71c1c; }
.swagger-ui .filter .operation-filter-input { border-color: #707070; }
`;

/** In the files' URLs (?v=…): a new Swagger UI or a changed start script or style is a new URL. */
export const ASSETS_VERSION = createHash('sha1')
  .update(`${viewerVersion}\n${INIT_JS}\n${PAGE_CSS}`)
  .digest('hex')
  .slice(0, 12);

export function viewerPage(): string {
  const v = `?v=${ASSETS_VERSION}`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Référence de l'API — Futurosud</title>
<link rel="icon" type="image/png" href="${VIEWER_PREFIX}favicon-32x32.png${v}">
<link rel="stylesheet" href="${VIEWER_PREFIX}swagger-ui.css${v}">
<link rel="stylesheet" href="${VIEWER_PREFIX}page.css${v}">
</head>
<body>
<header class="fs-header">
<h1>Référence de l'API</h1>
<span>Document OpenAPI 3.1 : <a href="/api/docs.json">/api/docs.json</a></span>
<span>Documentation Hydra : <a href="/api/docs.jsonld">/api/docs.jsonld</a></span>
<span><a href="/">Retour à l'administration</a></span>
</header>
<noscript><p>Cette page a besoin de JavaScript ; le document est lisible directement :
<a href="/api/docs.json">/api/docs.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="${VIEWER_PREFIX}swagger-ui-bundle.js${v}"></script>
<script src="${VIEWER_PREFIX}init.js${v}"></script>
</body>
</html>
`;
}

export interface Asset {
  type: string;
  body: Buffer;
  /** Gzip copy, made on first use (Swagger UI's bundle is 1.7 MB, 0.5 MB compressed). */
  gzip?: Buffer;
}

const FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const assets = new Map<string, Asset>();

/** A file of the page, read once (undefined: not one of them). */
export function viewerAsset(name: string): Asset | undefined {
  let asset = assets.get(name);
  if (asset) return asset;
  if (name === 'init.js') asset = { type: 'text/javascript; charset=utf-8', body: Buffer.from(INIT_JS) };
  else if (name === 'page.css') asset = { type: 'text/css; charset=utf-8', body: Buffer.from(PAGE_CSS) };
  else if (FILES[name]) asset = { type: FILES[name], body: readFileSync(join(distDir, name)) };
  else return undefined;
  if (!asset.type.startsWith('image/')) asset.gzip = gzipSync(asset.body);
  assets.set(name, asset);
  return asset;
}
