// Typed rows at the database boundary: `RowOf<'etudiants'>` is the generated row of a resource (columns as
// the database names them, relations as `<name>_id`), and a model named by a literal (`NamedModel<'etudiants'>`,
// from `resourceModel(registry, 'etudiants')`) makes the scoped reads return that row. A resource known only at
// run time (the generic CRUD) keeps the untyped `Row`.
import type { ResourceRows, ResourceName } from '../../shared/generated/index.ts';
import type { ResourceModel } from '../schema/model.ts';
import type { Row } from './index.ts';

export type { ResourceRows, ResourceName };

/** The row of resource `N`: generated when `N` is a literal resource name, `Row` otherwise. */
export type RowOf<N extends string> = string extends N ? Row : N extends ResourceName ? ResourceRows[N] : Row;

/** A resource model whose name is known to the type checker. */
export type NamedModel<N extends string = string> = ResourceModel & { readonly name: N };
