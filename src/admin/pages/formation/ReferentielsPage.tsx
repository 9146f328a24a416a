// /organisme_de_formation/referentiels (« Référentiels diplômes », spec 000 section 2): the diplomas the user
// may see by the spec's visibility rule (GET /api/liste_diplomes: the centre's catalogue, or the branch's
// diplomas for an antenne-level user or a centre that trains internally / apprentices only), each with its
// referentials (antenne_referentiels of the diploma, not deleted), linked to the diploma and referential pages.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { planificationFr as T } from '../../i18n/planification.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, members, type HydraList } from './api.ts';
import type { FieldsOf } from '../../data/recordOf.ts';

interface Diplome {
  '@id': string;
  id: number;
  name: string;
  complement_name?: string | null;
  code_rncp?: string | null;
}
type Referentiel = FieldsOf<'antenne_referentiels', '@id' | 'id' | 'label' | 'diplome' | 'etat'>;
type Listed = HydraList<Diplome> & { visibilite?: { source: string } };

export default function ReferentielsPage() {
  const [diplomes, setDiplomes] = useState<Diplome[] | null>(null);
  const [source, setSource] = useState('centre');
  const [refs, setRefs] = useState<Referentiel[]>([]);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');

  useEffect(() => {
    Promise.all([
      apiGet<Listed>('liste_diplomes', { pagination: 'false' }),
      apiGet<HydraList<Referentiel>>('antenne_referentiels', { pagination: 'false', etat: '0' }),
    ])
      .then(([d, r]) => {
        setDiplomes(members(d));
        setSource(d.visibilite?.source === 'antenne' ? 'antenne' : 'centre');
        setRefs(members(r));
      })
      .catch(() => setFailed(true));
  }, []);

  const byDiploma = useMemo(() => {
    const map = new Map<string, Referentiel[]>();
    for (const r of refs) if (r.diplome) map.set(r.diplome, [...(map.get(r.diplome) ?? []), r]);
    return map;
  }, [refs]);
  const shown = (diplomes ?? []).filter((d) => d.name.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {T.referentiels.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.referentiels.intro[source as 'centre' | 'antenne']}
      </Typography>
      {failed && <Alert severity="error">{T.common.loadFailed}</Alert>}
      {!failed && diplomes === null && <LinearProgress aria-label={T.referentiels.title} />}
      {diplomes && (
        <>
          <TextField
            size="small"
            type="search"
            label={T.referentiels.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ mb: 2, minWidth: 320 }}
          />
          {shown.length === 0 && <Typography>{T.referentiels.noDiploma}</Typography>}
          {shown.map((d) => {
            const list = byDiploma.get(d['@id']) ?? [];
            const name = [d.name, d.complement_name].filter(Boolean).join(' — ');
            return (
              <Card key={d['@id']} variant="outlined" sx={{ mb: 1.5 }} component="section" aria-label={name}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      <Link
                        component={RouterLink}
                        to={`/futurosud/diplomes/${d.id}`}
                        aria-label={fill(T.referentiels.openDiploma, { name })}
                      >
                        {name}
                      </Link>
                    </Typography>
                    {d.code_rncp && <Chip size="small" label={fill(T.referentiels.rncp, { code: d.code_rncp })} />}
                    <Chip size="small" variant="outlined" label={fill(T.referentiels.count, { count: list.length })} />
                  </Stack>
                  {list.length === 0 ? (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {T.referentiels.none}
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
                      {list.map((r) => (
                        <li key={r['@id']}>
                          <Link
                            component={RouterLink}
                            to={`/pedagogie/referentiels/${r.id}`}
                            aria-label={fill(T.referentiels.openReferentiel, { label: r.label })}
                          >
                            {r.label}
                          </Link>
                        </li>
                      ))}
                    </Box>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </>
      )}
    </Box>
  );
}
