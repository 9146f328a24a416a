// /pedagogie/sequences/:id/contenu: the nodes of a sequence picked in its referential's tree (checkboxes at
// every level, a unit checking its skills and descriptors), saved by the spec's call edit_antenne_sequences_content
// (nodes taken out deleted, kept ones patched, new ones created, in one transaction). A sequence without a
// referential gets one chosen first among those the user may use.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { apiGet, apiSend, errorText, options, type Option } from '../api.ts';
import { flatten, treeOf, type ReferentielDetail, type TreeNode } from '../referentiels/treeModel.ts';
import { contentOf, countOf, selectedOf, type StoredNode } from './contentModel.ts';

const t = pedagogieFr.sequence;
interface Sequence {
  '@id': string;
  label: string;
  antenne_referentiel: string | null;
  sequences_content: StoredNode[];
}

export default function SequenceContentPage() {
  const { id } = useParams();
  const notify = useNotify();
  const [sequence, setSequence] = useState<Sequence>();
  const [referentiel, setReferentiel] = useState('');
  const [repositories, setRepositories] = useState<Option[]>([]);
  const [detail, setDetail] = useState<ReferentielDetail>();
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const fail = useCallback(
    (e: unknown) => notify(errorText(e, pedagogieFr.common.fetchFailed), { type: 'error' }),
    [notify],
  );

  useEffect(() => {
    apiGet<Sequence>(`antenne_sequence_content/${id}`)
      .then((s) => {
        setSequence(s);
        setReferentiel(s.antenne_referentiel ?? '');
        setSelected(selectedOf(s.sequences_content));
      })
      .catch(fail);
    options('antenne_referentiels_repositories', (r) => String(r.label), { etat: '0' })
      .then(setRepositories)
      .catch(fail);
  }, [id, fail]);
  useEffect(() => {
    setDetail(undefined);
    if (!referentiel) return;
    apiGet<ReferentielDetail>(`antenne_referentiel_detail/${referentiel.split('/').pop()}`)
      .then((d) => {
        setDetail(d);
        setExpanded(d.unite_competences.map((u) => u['@id']));
      })
      .catch(fail);
  }, [referentiel, fail]);

  const roots = useMemo<TreeNode[]>(() => (detail ? treeOf(detail) : []), [detail]);
  const known = useMemo(() => flatten(roots), [roots]);
  if (!sequence) return <LinearProgress aria-label={pedagogieFr.common.loading} />;
  const inTree = selected.filter((s) => known.has(s));
  const count = countOf(inTree);
  const save = async () => {
    try {
      const body: Record<string, unknown> = { id: sequence['@id'], sequences_content: contentOf(roots, inTree) };
      if (referentiel !== (sequence.antenne_referentiel ?? '')) body.antenne_referentiel = referentiel;
      const saved = await apiSend<Sequence>('POST', 'edit_antenne_sequences_content', body);
      setSequence(saved);
      setSelected(selectedOf(saved.sequences_content));
      notify(t.saved, { type: 'success' });
    } catch (e) {
      notify(errorText(e, t.saveError), { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {fill(t.title, { label: sequence.label })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <TextField
          select
          label={t.referentiel}
          size="small"
          value={repositories.some((r) => r['@id'] === referentiel) ? referentiel : ''}
          sx={{ minWidth: 320 }}
          onChange={(e) => {
            setSelected([]);
            setReferentiel(e.target.value);
          }}
        >
          {repositories.map((r) => (
            <MenuItem key={r['@id']} value={r['@id']}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={`/pedagogie/sequences/${id}`}>
          {t.back}
        </Button>
        <Button variant="contained" disabled={!referentiel} onClick={() => void save()}>
          {t.save}
        </Button>
      </Stack>
      {!referentiel && <Alert severity="info">{t.noReferentiel}</Alert>}
      {detail && (
        <>
          <Typography role="status" variant="body2" sx={{ mb: 1 }}>
            {fill(t.count, count)}
          </Typography>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <RichTreeView<TreeNode, true>
              aria-label={t.treeLabel}
              items={roots}
              multiSelect
              checkboxSelection
              selectionPropagation={{ descendants: true, parents: false }}
              selectedItems={inTree}
              onSelectedItemsChange={(_e, ids) => setSelected(ids)}
              expandedItems={expanded}
              onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
            />
          </Paper>
        </>
      )}
    </Box>
  );
}
