// /antenne/modeles (menu Gestion › Modèles de documents): the models of a folder (`folder.slug`), the variables
// each uses, links to the generic model screens (create, edit), the catalogue of variables, and the generation
// of a model for trainees (GeneratePanel).
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { documentsFr } from '../../../i18n/documents.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { loadFolders, loadFormations, loadModels, loadTrainee, type Folder, type Model, type Trainee } from './api.ts';
import { GeneratePanel } from './GeneratePanel.tsx';
import { VariablesCatalogue } from './VariablesCatalogue.tsx';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';

const t = documentsFr.generation;
const DEFAULT_FOLDER = 'stagiaire_documents';

export default function ModelsPage() {
  const notify = useNotify();
  const mayWrite = useMayWrite();
  const [params] = useSearchParams();
  const [folders, setFolders] = useState<Folder[]>([]);
  const [slug, setSlug] = useState('');
  const [models, setModels] = useState<Model[]>([]);
  // The folder whose models are shown: « no model » is said only once that folder's list has answered.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [model, setModel] = useState('');
  const [initial, setInitial] = useState<Trainee[]>([]);
  const [formations, setFormations] = useState<Map<string, string[]>>(new Map());
  const selected = params.get('etudiants') ?? '';

  useEffect(() => {
    loadFolders()
      .then((list) => {
        setFolders(list);
        setSlug((list.find((f) => f.slug === DEFAULT_FOLDER) ?? list[0])?.slug ?? '');
      })
      .catch(() => notify(t.loadFailed, { type: 'error' }));
  }, [notify]);
  useEffect(() => {
    loadFormations()
      .then(setFormations)
      .catch(() => notify(t.loadFailed, { type: 'error' }));
  }, [notify]);
  useEffect(() => {
    if (!slug) return;
    loadModels(slug)
      .then((list) => {
        setModels(list);
        setLoadedFor(slug);
        setModel((current) =>
          list.some((m) => m['@id'] === current) ? current : (list.find((m) => m.file)?.['@id'] ?? ''),
        );
      })
      .catch(() => notify(t.loadFailed, { type: 'error' }));
  }, [slug, notify]);
  // The trainees chosen on the trainee list (`?etudiants=1,2,3`), read once each.
  useEffect(() => {
    const ids = selected.split(',').filter((id) => /^\d+$/.test(id));
    Promise.all(ids.map(loadTrainee))
      .then(setInitial)
      .catch(() => notify(t.loadFailed, { type: 'error' }));
  }, [selected, notify]);
  const generate = useMemo(
    () => (iri: string) => {
      setModel(iri);
      document.getElementById('generate-title')?.scrollIntoView({ behavior: 'smooth' });
    },
    [],
  );

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 860 }}>
        {t.intro}
      </Typography>
      <GeneratePanel models={models} model={model} onModel={setModel} initial={initial} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 280 }}>
          <InputLabel id="models-folder">{t.folder}</InputLabel>
          <Select
            labelId="models-folder"
            label={t.folder}
            value={folders.some((f) => f.slug === slug) ? slug : ''}
            onChange={(e) => setSlug(String(e.target.value))}
          >
            {folders.map((f) => (
              <MenuItem key={f['@id']} value={f.slug}>
                {f.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button component={RouterLink} to="/modele_dossiers">
          {t.folders}
        </Button>
        {mayWrite('modeles', 'create') && (
          <Button component={RouterLink} to="/modeles/nouveau" variant="outlined">
            {t.newModel}
          </Button>
        )}
      </Stack>
      <DataTable
        label={t.table}
        sx={{ mb: 2 }}
        rows={models}
        empty={loadedFor === slug ? t.empty : undefined}
        columns={[
          { key: 'name', label: t.name },
          { key: 'formatLabel', label: t.format, render: (m) => m.format.toUpperCase() },
          { key: 'variables', label: t.variables, render: (m) => (m.variables ?? []).map((v) => `{${v}}`).join(' ') },
          {
            key: 'formations',
            label: t.formations,
            render: (m) => (formations.get(m['@id']) ?? []).join(', ') || t.allFormations,
          },
          { key: 'file', label: t.file, render: (m) => (m.file ? t.docxFile : t.noFile) },
          {
            key: 'actions',
            label: '',
            align: 'right',
            render: (m) => (
              <>
                {m.file && (
                  <Button size="small" onClick={() => generate(m['@id'])} aria-label={`${t.generate} ${m.name}`}>
                    {t.generate}
                  </Button>
                )}
                {mayWrite('modeles', 'edit') && (
                  <Button size="small" component={RouterLink} to={`/modeles/${m.id}/modifier`}>
                    {t.edit}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      <VariablesCatalogue />
    </Box>
  );
}
