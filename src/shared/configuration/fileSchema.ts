// The JSON Schema check of a resource file, compiled by ajv when this module loads (unit tests). The admin
// build replaces this module with the same validator precompiled to plain code (ajv standalone,
// scripts/ajv-standalone.ts, wired in vite.config.ts): the browser compiles nothing, so the CSP needs no
// 'unsafe-eval' and the admin starts faster. Keep the options in step with the table there (a unit test checks).
import { Ajv, type ValidateFunction } from 'ajv';
import schema from '../../../schemas/resource-file.schema.json';
import type { ResourceFile } from './types.ts';

export const fileSchemaOptions = { allErrors: true, strict: false };

export const validateFileShape: ValidateFunction<ResourceFile> = new Ajv(fileSchemaOptions).compile<ResourceFile>(
  schema,
);
