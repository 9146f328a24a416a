import { describe, expect, it } from 'vitest';
import { defaultParameters } from '../../../shared/clients/defaults.ts';
import { mergeEntry } from '../../../shared/clients/merge.ts';
import { studentGroups, trainingColumns } from './tableColumns.ts';

const settings = defaultParameters.antenneDiplomeTable;

describe('antenne/diploma table columns', () => {
  it('follows each column’s flag for the view, in the profile’s order', () => {
    const diploma = trainingColumns(settings, 'diplome').map((c) => c.key);
    expect(diploma).toContain('numero_habilitation');
    expect(diploma).not.toContain('action');
    expect(trainingColumns(settings, 'action').map((c) => c.key)).not.toContain('diplome');
    expect(trainingColumns(settings, 'antenne').map((c) => c.key)).not.toContain('ufa');
    expect(trainingColumns(settings, 'antenne')[0]).toEqual({ key: 'diplome', label: 'Diplôme' });
  });

  it('groups the student sub-columns under Apprenant, Contrat, Entreprise and MA ou tuteur', () => {
    const groups = studentGroups(settings, 'antenne');
    expect(groups.map((g) => g.label)).toEqual(['Apprenant', 'Contrat', 'Entreprise', 'MA ou tuteur']);
    expect(groups[3]!.columns.map((c) => c.label)).toEqual(['Nom', 'Téléphone', 'Courriel']);
  });

  it('takes a client’s labels and flags over the defaults', () => {
    const merged = mergeEntry(
      { id: 'x', userLogged: ['cfa'] },
      {
        antenneDiplomeTable: {
          columns: { numero_examen: { showInAntenneView: false }, lieu_formation: { label: 'Site' } },
          studentColumns: { contrat: { showInAntenneView: false } },
        },
      },
    ).antenneDiplomeTable;
    const keys = trainingColumns(merged, 'antenne').map((c) => c.key);
    expect(keys).not.toContain('numero_examen');
    expect(trainingColumns(merged, 'antenne').find((c) => c.key === 'lieu_formation')?.label).toBe('Site');
    expect(studentGroups(merged, 'antenne').map((g) => g.label)).toEqual(['Apprenant', 'Entreprise', 'MA ou tuteur']);
  });
});
