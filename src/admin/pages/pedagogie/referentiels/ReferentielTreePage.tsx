// /pedagogie/referentiels/:id/arbre: the tree editor of a referential (units > skills > descriptors): add,
// rename, move up and down, delete with children, lock and unlock, copy with the whole tree. Every change is
// the server's (generic CRUD of the nodes, antenne_referentiel_reorder, antenne_referentiel_node_delete,
// antenne_referentiel_copy); its French refusals (a locked referential...) show as they come.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { apiGet, apiSend, idOf, errorText, myAntenne } from '../api.ts';
import {
  descendants,
  flatten,
  movedOrder,
  nextOrder,
  treeOf,
  type NodeKind,
  type ReferentielDetail,
  type TreeNode,
} from './treeModel.ts';
import { NodeDialog } from './NodeDialog.tsx';
import { CopyDialog } from './CopyDialog.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';

const t = pedagogieFr;
const RESOURCE: Record<NodeKind, string> = {
  UNIT: 'antenne_referentiel_unite_competences',
  SKILL: 'antenne_referentiel_competences',
  DESCRIPTOR: 'antenne_referentiel_descripteurs',
};
type OpenDialog =
  | { mode: 'add'; kind: NodeKind; parent: TreeNode | null }
  | { mode: 'rename'; node: TreeNode }
  | { mode: 'delete'; node: TreeNode }
  | { mode: 'copy' };

export default function ReferentielTreePage() {
  const { id } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<ReferentielDetail>();
  const [selected, setSelected] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const mine = myAntenne();
  const mayWrite = useMayWrite()('antenne_referentiels', 'edit');

  const load = useCallback(async () => {
    try {
      const d = await apiGet<ReferentielDetail>(`antenne_referentiel_detail/${id}`);
      setDetail(d);
      setExpanded((prev) => (prev.length ? prev : d.unite_competences.map((u) => u['@id'])));
    } catch (e) {
      notify(errorText(e, t.common.fetchFailed), { type: 'error' });
    }
  }, [id, notify]);
  useEffect(() => void load(), [load]);

  const roots = useMemo(() => (detail ? treeOf(detail) : []), [detail]);
  const nodes = useMemo(() => flatten(roots), [roots]);
  const node = selected ? (nodes.get(selected) ?? null) : null;
  if (!detail) return <LinearProgress aria-label={t.common.loading} />;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done, { type: 'success' });
    } catch (e) {
      notify(errorText(e, t.common.fetchFailed), { type: 'error' });
    }
    await load();
  };
  const setLock = (editable: boolean) =>
    run(
      () => apiSend('PATCH', `antenne_referentiels/${id}`, { editable }),
      editable ? t.arbre.unlockedDone : t.arbre.lockedDone,
    );
  const move = (delta: -1 | 1) => {
    const ids = node && movedOrder(roots, node, delta);
    if (ids) void run(() => apiSend('POST', 'antenne_referentiel_reorder', { type: node.kind, ids }), t.arbre.moved);
  };
  const add = async (kind: NodeKind, parent: TreeNode | null, v: { label: string; code: string }) => {
    const siblings = parent ? parent.children.filter((c) => c.kind === kind) : roots.filter((r) => r.kind === kind);
    const body: Record<string, unknown> = { label: v.label, antenne: detail.antenne, ordre: nextOrder(siblings) };
    if (kind !== 'DESCRIPTOR') Object.assign(body, { antenne_referentiel: detail['@id'], code: v.code || null });
    if (kind === 'SKILL') body.unite_competence = parent?.id ?? null;
    if (kind === 'DESCRIPTOR') body.competence = parent!.id;
    await apiSend('POST', RESOURCE[kind], body);
    if (parent) setExpanded((e) => [...new Set([...e, parent.id])]);
    notify(t.arbre.added, { type: 'success' });
    await load();
  };
  const rename = async (n: TreeNode, v: { label: string; code: string }) => {
    await apiSend(
      'PATCH',
      `${RESOURCE[n.kind]}/${idOf(n.id)}`,
      n.kind === 'DESCRIPTOR' ? { label: v.label } : { label: v.label, code: v.code || null },
    );
    notify(t.arbre.renamed, { type: 'success' });
    await load();
  };
  // The centre's referentials are read-only for an antenne (the shared scope): it copies them instead.
  const readOnly = !mayWrite || (mine !== null && detail.antenne === null);
  const canMove = (delta: -1 | 1) => !readOnly && node !== null && movedOrder(roots, node, delta) !== null;
  const kindLabel = (n: TreeNode) => `${t.arbre.kinds[n.kind]} : ${n.label}`;

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {fill(t.arbre.title, { label: detail.label })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Chip
          label={detail.editable ? t.arbre.editableChip : t.arbre.locked}
          color={detail.editable ? 'success' : 'warning'}
        />
        <Chip variant="outlined" label={detail.antenne ? t.arbre.antenne : t.arbre.centre} />
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={`/pedagogie/referentiels/${id}`}>
          {t.arbre.back}
        </Button>
        <Button variant="outlined" disabled={readOnly} onClick={() => void setLock(!detail.editable)}>
          {detail.editable ? t.arbre.lock : t.arbre.unlock}
        </Button>
        <Button variant="outlined" disabled={!mayWrite} onClick={() => setDialog({ mode: 'copy' })}>
          {mine ? t.arbre.copy : t.arbre.copyCentre}
        </Button>
      </Stack>
      {readOnly && mine !== null && detail.antenne === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.arbre.centreReadOnly}
        </Alert>
      )}
      {!readOnly && !detail.editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.arbre.lockedInfo}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, flexWrap: 'wrap' }}
        useFlexGap
        role="toolbar"
        aria-label={t.arbre.treeLabel}
      >
        <Button size="small" disabled={readOnly} onClick={() => setDialog({ mode: 'add', kind: 'UNIT', parent: null })}>
          {t.arbre.addUnit}
        </Button>
        <Button
          size="small"
          disabled={readOnly || node?.kind !== 'UNIT'}
          onClick={() => node && setDialog({ mode: 'add', kind: 'SKILL', parent: node })}
        >
          {t.arbre.addSkill}
        </Button>
        <Button
          size="small"
          disabled={readOnly || node?.kind !== 'SKILL'}
          onClick={() => node && setDialog({ mode: 'add', kind: 'DESCRIPTOR', parent: node })}
        >
          {t.arbre.addDescriptor}
        </Button>
        <Button size="small" disabled={readOnly || !node} onClick={() => node && setDialog({ mode: 'rename', node })}>
          {t.arbre.rename}
        </Button>
        <Button size="small" disabled={!canMove(-1)} onClick={() => move(-1)}>
          {t.arbre.moveUp}
        </Button>
        <Button size="small" disabled={!canMove(1)} onClick={() => move(1)}>
          {t.arbre.moveDown}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={readOnly || !node}
          onClick={() => node && setDialog({ mode: 'delete', node })}
        >
          {t.arbre.remove}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {node ? kindLabel(node) : t.arbre.selectHint}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1 }}>
        {roots.length === 0 ? (
          <Typography sx={{ p: 1 }}>{t.arbre.empty}</Typography>
        ) : (
          <RichTreeView<TreeNode>
            aria-label={t.arbre.treeLabel}
            items={roots}
            selectedItems={selected}
            onSelectedItemsChange={(_e, itemId) => setSelected(itemId)}
            expandedItems={expanded}
            onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
          />
        )}
      </Paper>
      {dialog?.mode === 'add' && (
        <NodeDialog
          kind={dialog.kind}
          title={fill(t.arbre.dialogAdd[dialog.kind], { parent: dialog.parent?.name ?? '' })}
          onSave={(v) => add(dialog.kind, dialog.parent, v)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.mode === 'rename' && (
        <NodeDialog
          kind={dialog.node.kind}
          title={fill(t.arbre.dialogRename, { label: dialog.node.name })}
          initial={{ label: dialog.node.name, code: dialog.node.code }}
          onSave={(v) => rename(dialog.node, v)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.mode === 'delete' && (
        <DeleteDialog
          label={dialog.node.name}
          count={descendants(dialog.node)}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await apiSend('POST', 'antenne_referentiel_node_delete', { type: dialog.node.kind, id: dialog.node.id });
            setSelected(null);
            notify(t.arbre.deleted, { type: 'success' });
            await load();
          }}
        />
      )}
      {dialog?.mode === 'copy' && (
        <CopyDialog
          source={detail['@id']}
          label={detail.label}
          mine={mine}
          onClose={() => setDialog(null)}
          onCopied={(iri) => {
            setDialog(null);
            notify(t.arbre.copied, { type: 'success' });
            setExpanded([]);
            setSelected(null);
            navigate(`/pedagogie/referentiels/${idOf(iri)}/arbre`);
          }}
        />
      )}
    </Box>
  );
}
