// The document types an enum input offers, narrowed by the signed-in user's client profile (documentTypes.ts).
import { useRecordContext } from 'react-admin';
import { useClientProfile } from '../../clients/useClientProfile.ts';
import { referenceItem } from '../../../shared/reference/index.ts';
import type { Choice } from '../../model/types.ts';
import type { FieldView } from '../../views/viewTypes.ts';
import { narrowDocumentTypes } from './documentTypes.ts';

const pedagogic = (id: unknown) => referenceItem('types_document', id)?.pedagogic === true;

export function useDocumentTypeChoices(field: FieldView, choices: Choice[]): Choice[] {
  const profile = useClientProfile();
  const record = useRecordContext();
  return narrowDocumentTypes(field.enumName, choices, profile?.ok ? profile.profile : undefined, record?.[field.name], pedagogic);
}
