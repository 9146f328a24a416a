// Depositing a document (file, name, type, description) or a new version of one (file): the file goes through
// the files widget (drop zone or button, the server's limits, upload with a progress bar to /api/media_objects),
// then the document or version is created naming it, in one server transaction. A refusal shows the server's
// French reason (red notice, and under the field it names); a file sent for a refused save is deleted again.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SelectInput, TextInput, required, useNotify, type HttpError } from 'react-admin';
import { MediaInput } from '../../widgets/files/MediaInput.tsx';
import { mediaIri } from '../../widgets/files/api.ts';
import { dropUnused } from '../../widgets/files/upload.ts';
import { types_ged } from '../../../shared/reference/ged.ts';
import { documentsFr } from '../../i18n/documents.ts';
import { fill } from '../../i18n/fill.ts';
import { createDocument, createVersion, type Folder, type GedDocument } from './api.ts';

const t = documentsFr.ged;
const TYPES = types_ged.map((x) => ({ id: x.id, name: x.label }));

type Values = { file?: unknown; name?: string; type?: number; description?: string; commentaire?: string };

/** `folder` for a new document, `document` for a new version of it. */
export function UploadDialog({
  folder,
  document,
  onDone,
  onClose,
}: {
  folder?: Folder;
  document?: GedDocument;
  onDone: () => void;
  onClose: () => void;
}) {
  const notify = useNotify();
  const submit = async (values: Values) => {
    const file = mediaIri(values.file)!;
    const commentaire = values.commentaire?.trim() || null;
    try {
      if (document) {
        const v = await createVersion({ document: document['@id'], file, commentaire });
        notify(fill(t.versionAdded, { n: v.numero }), { type: 'success' });
      } else {
        await createDocument({
          name: values.name!.trim(),
          type: Number(values.type),
          dossier: folder!['@id'],
          description: values.description?.trim() || null,
          file,
          commentaire,
        });
        notify(t.uploaded, { type: 'success' });
      }
      onDone();
      onClose();
      return undefined;
    } catch (err) {
      dropUnused(file);
      notify((err as Error).message, { type: 'error' });
      // The fields the server names show its reason too; the file is to be sent again.
      return { ...((err as HttpError).body?.errors ?? {}), file: undefined };
    }
  };
  const title = document
    ? fill(t.newVersionOf, { name: document.name })
    : fill(t.uploadIn, { folder: folder?.name ?? '' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ged-upload-title">
      <Form onSubmit={submit as never} defaultValues={{ type: 1 }}>
        <DialogTitle id="ged-upload-title">{title}</DialogTitle>
        <DialogContent>
          <MediaInput source="file" label={t.file} validate={[required()]} />
          {!document && (
            <>
              <TextInput source="name" label={t.name} validate={required()} fullWidth />
              <SelectInput source="type" label={t.type} choices={TYPES} validate={required()} />
              <TextInput source="description" label={t.description} multiline fullWidth />
            </>
          )}
          <TextInput source="commentaire" label={t.comment} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained">
            {t.send}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
