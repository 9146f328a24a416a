// What the OpenAPI document says of the server's own routes (entrypoint, documentation, login, password
// reset, current user), merged over the generated operation. Other routes describe themselves through
// their options (routeTable.ts); this table is for the core routes only.
type Json = Record<string, unknown>;

const credentials: Json = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', format: 'password' } },
  required: ['email', 'password'],
};
const json = (schema: Json) => ({ 'application/json': { schema } });
const ld = (description: string, schema: Json = { type: 'object' }) => ({
  description,
  content: { 'application/ld+json': { schema } },
});
const notModified = { description: "Inchangé depuis l'ETag envoyé (If-None-Match)." };
const openApiDoc = {
  description: 'Le document OpenAPI 3.1 (application/json si le client le demande).',
  content: {
    'application/vnd.openapi+json': { schema: { type: 'object' } },
    'application/json': { schema: { type: 'object' } },
  },
};

/** Routes answered without a token. */
export const PUBLIC_PATHS = [
  /^\/api\/?$/,
  /^\/api\/docs(\.\w+)?$/,
  /^\/api\/contexts\//,
  /^\/api\/authentication_token$/,
  /^\/api\/forgot_password/,
];

export const CORE_OPERATIONS: Record<string, Json> = {
  'GET /api': {
    summary: "Point d'entrée de l'API (les collections)",
    description: "L'IRI de chaque collection, par ressource.",
    tags: ['Documentation'],
    responses: { 200: ld("Le point d'entrée (@type Entrypoint).") },
  },
  'GET /api/docs.jsonld': {
    summary: 'Documentation Hydra (JSON-LD)',
    description: 'La documentation que lisent les clients Hydra (API Platform Admin) ; ETag, 304.',
    tags: ['Documentation'],
    responses: { 200: ld('La documentation Hydra (hydra:ApiDocumentation).'), 304: notModified },
  },
  'GET /api/contexts/{name}': {
    summary: 'Contexte JSON-LD d’une classe',
    description: 'Le @context JSON-LD d’une classe de l’API (les termes de ses propriétés).',
    tags: ['Documentation'],
    responses: { 200: ld('Le contexte.'), 404: { $ref: '#/components/responses/NotFound' } },
  },
  'GET /api/docs.json': {
    summary: 'Ce document (OpenAPI 3.1)',
    description: 'Ce document ; ETag, 304.',
    tags: ['Documentation'],
    responses: { 200: openApiDoc, 304: notModified },
  },
  'GET /api/docs.jsonopenapi': {
    summary: 'Ce document (OpenAPI 3.1), nom API Platform',
    description: 'Ce document, sous le nom que lui donne API Platform.',
    tags: ['Documentation'],
    responses: { 200: openApiDoc, 304: notModified },
  },
  'GET /api/docs': {
    summary: "Page de référence de l'API (HTML), ou ce document en JSON",
    description: 'Avec « Accept: text/html » la page de référence ; sinon ce document.',
    tags: ['Documentation'],
    responses: {
      200: {
        description: 'La page (HTML) ou ce document.',
        content: { 'text/html': { schema: { type: 'string' } }, ...openApiDoc.content },
      },
      304: notModified,
    },
  },
  'POST /api/authentication_token': {
    summary: 'Se connecter : obtenir un jeton JWT',
    description: 'Au plus 20 essais par minute pour une adresse et un e-mail (429 au-delà).',
    tags: ['Authentification'],
    requestBody: { required: true, content: json(credentials) },
    responses: {
      200: {
        description: 'Le jeton, à envoyer en « Authorization: Bearer <jeton> ».',
        content: json({ type: 'object', properties: { token: { type: 'string' } }, required: ['token'] }),
      },
      401: {
        description: 'Identifiants invalides.',
        content: json({
          type: 'object',
          properties: {
            code: { type: 'integer', const: 401 },
            message: { type: 'string', examples: ['Identifiants invalides.'] },
          },
        }),
      },
      429: { $ref: '#/components/responses/TooManyRequests' },
    },
  },
  'GET /api/users/me': {
    summary: "L'utilisateur connecté",
    description: 'Ses rôles, son centre et son antenne (IRI).',
    tags: ['Authentification'],
    responses: {
      200: {
        description: "L'utilisateur.",
        content: { 'application/ld+json': { schema: { $ref: '#/components/schemas/User' } } },
      },
      401: { $ref: '#/components/responses/Unauthorized' },
    },
  },
  'POST /api/forgot_password/': {
    summary: 'Mot de passe oublié : demander un lien',
    description:
      "Un e-mail avec un lien valable une heure, si l'adresse est celle d'un utilisateur actif ; la réponse est la " +
      'même sinon. Au plus 10 demandes par 15 minutes.',
    tags: ['Authentification'],
    requestBody: {
      required: true,
      content: json({
        type: 'object',
        properties: { email: { type: 'string', format: 'email' } },
        required: ['email'],
      }),
    },
    responses: {
      204: { description: 'Demande prise en compte.' },
      400: { $ref: '#/components/responses/BadRequest' },
      429: { $ref: '#/components/responses/TooManyRequests' },
    },
  },
  'GET /api/forgot_password/{token}': {
    summary: 'Mot de passe oublié : le lien est-il utilisable ?',
    tags: ['Authentification'],
    responses: {
      200: {
        description: 'Utilisable.',
        content: json({ type: 'object', properties: { expiresAt: { type: 'string', format: 'date-time' } } }),
      },
      404: { $ref: '#/components/responses/NotFound' },
    },
  },
  'POST /api/forgot_password/{token}': {
    summary: 'Mot de passe oublié : choisir le nouveau mot de passe',
    description: 'Le lien ne sert qu’une fois.',
    tags: ['Authentification'],
    requestBody: {
      required: true,
      content: json({
        type: 'object',
        properties: { password: { type: 'string', minLength: 8, maxLength: 128 } },
        required: ['password'],
      }),
    },
    responses: {
      204: { description: 'Mot de passe changé.' },
      404: { $ref: '#/components/responses/NotFound' },
      422: { $ref: '#/components/responses/UnprocessableEntity' },
    },
  },
};
CORE_OPERATIONS['POST /api/forgot_password'] = CORE_OPERATIONS['POST /api/forgot_password/']!;
