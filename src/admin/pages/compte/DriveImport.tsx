// « Importer depuis Google Drive » on a trainee's documents tab: without a Drive link, it starts the Drive sign-in
// with this page as the path to come back to; linked, a dialog lists the user's Drive files (GET google-drive/files)
// and copies the chosen one as the trainee's document of the chosen type (POST google-drive/import, which runs the
// documents' rules). Nothing is shown when Google is not configured on the server.
import { useEffect, useState } from 'react';
import { Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useNotify, useRefresh } from 'react-admin';
import { apiGet, apiSend } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { enumChoices } from '../../views/enumChoices.ts';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { startGoogle, type GoogleCheck } from './GooglePage.tsx';

const t = postFormationFr.google;
interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
}

export default function DriveImport({ id }: { id: number | string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { views } = useAppConfig();
  const [check, setCheck] = useState<GoogleCheck | null>(null);
  const [files, setFiles] = useState<DriveFile[] | null>(null);
  const [open, setOpen] = useState(false);
  const [fileId, setFileId] = useState('');
  const [type, setType] = useState('');
  const typeField = views.find((v) => v.key === 'etudiant_documents')?.fields.get('type_document');
  const types = typeField ? enumChoices(typeField, undefined) : [];

  useEffect(() => {
    apiGet<GoogleCheck>('auth-token/check')
      .then(setCheck)
      .catch(() => setCheck(null));
  }, []);
  if (!check?.configured) return null;

  const begin = async () => {
    if (!check.isAuthorizedForDrive) {
      try {
        await startGoogle(true, `${window.location.pathname}${window.location.search}`);
      } catch {
        notify(t.driveFailed, { type: 'error' });
      }
      return;
    }
    setOpen(true);
    setFiles(null);
    apiGet<{ member: DriveFile[] }>('google-drive/files')
      .then((r) => setFiles(r.member))
      .catch(() => {
        setFiles([]);
        notify(t.driveFailed, { type: 'error' });
      });
  };
  // A refusal (the server's French reason) shows in the dialog.
  const submit = async () => {
    const doc = await apiSend<{ name: string }>('POST', 'google-drive/import', {
      fileId,
      etudiant: `/api/etudiants/${id}`,
      type_document: Number(type),
    });
    notify(fill(t.drive.done, { name: doc.name }), { type: 'success' });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button startIcon={<CloudDownloadIcon />} onClick={() => void begin()} sx={{ mb: 1 }}>
        {check.isAuthorizedForDrive ? t.drive.button : t.drive.connect}
      </Button>
      {open && (
        <FormDialog
          title={t.drive.title}
          onSubmit={submit}
          onClose={() => setOpen(false)}
          cancelLabel={postFormationFr.common.cancel}
          submitLabel={t.drive.import}
          canSubmit={!!fileId && !!type}
        >
          {!files && <LinearProgress aria-label={t.drive.title} />}
          {files?.length === 0 && <Typography color="text.secondary">{t.drive.empty}</Typography>}
          {files && files.length > 0 && (
            <>
              <TextField
                select
                fullWidth
                label={t.drive.file}
                value={fileId}
                onChange={(e) => setFileId(e.target.value)}
              >
                {files.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth label={t.drive.type} value={type} onChange={(e) => setType(e.target.value)}>
                {types.map((c) => (
                  <MenuItem key={String(c.id)} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </FormDialog>
      )}
    </>
  );
}
