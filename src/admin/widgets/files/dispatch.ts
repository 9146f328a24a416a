// Which file widget, if any, shows a field: a property relating to media_objects (upload, download, preview),
// the end of validity of a document (coloured expiry), or a signature kept as an image data URL (drawn, not
// printed as text). Tiny and pure: the widgets themselves load lazily.
import type { FieldView } from '../../views/viewTypes.ts';

export type FileWidget = 'media' | 'expiry' | 'signature';

export function fileWidgetOf(field: Pick<FieldView, 'kind' | 'reference' | 'name'>): FileWidget | undefined {
  if (field.kind === 'relation' && field.reference === 'media_objects') return 'media';
  if (field.kind === 'date' && field.name === 'date_expiration') return 'expiry';
  if (field.kind === 'string' && /(^|_)signature$/.test(field.name)) return 'signature';
  return undefined;
}
