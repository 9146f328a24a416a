// Which lists are archivable, which records are deleted for good, what a list asks for first, and the spec's
// notices: on the repository's own resource files and schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../../model/fromSchemas.ts';
import type { ResourceFile } from '../../../shared/configuration/types.ts';
import { buildViews } from '../../views/buildViews.ts';
import { toHttpError } from '../../http/errors.ts';
import {
  childFilter,
  defaultFilter,
  filteredBeyondDefault,
  isArchivable,
  isArchived,
  listFilters,
  showsArchived,
} from './archivable.ts';
import { isHardDeleted } from './deletable.ts';
import { bulkNotice, errorNotice, hasFieldErrors, successNotice } from './notices.ts';

const model = modelFromSchemas();
const files = readdirSync('resources')
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, data: JSON.parse(readFileSync(`resources/${file}`, 'utf8')) as ResourceFile, valid: true }));
const views = buildViews(model, files);
const byResource = (name: string) =>
  views.find((v) => v.model.name === name && Object.keys(v.fixedFilter).length === 0)!;
const byKey = (key: string) => views.find((v) => v.key === key)!;

describe('les listes actives et archivées', () => {
  it('une liste archivable n’a qu’un contrôle de l’état : la puce « Archivés », pas de filtre « État »', () => {
    const groupes = byResource('groupes');
    expect(groupes.filters.some((f) => f.source === 'etat')).toBe(true);
    expect(listFilters(groupes).some((f) => f.source === 'etat')).toBe(false);
    expect(listFilters(groupes).length).toBe(groupes.filters.length - 1);
    // Trainees keep their own « État » (present, exit, archived...).
    expect(listFilters(byKey('stagiaires'))).toEqual(byKey('stagiaires').filters);
  });

  it('les listes d’une fiche (les sessions d’un groupe) montrent les actifs, puis les archivés à la demande', () => {
    const sessions = byResource('antenne_groupe_sessions');
    expect(childFilter(sessions, false)).toEqual({ etat: 0 });
    expect(childFilter(sessions, true)).toEqual({ etat: 1 });
    expect(childFilter(byKey('stagiaires'), false)).toEqual({});
  });

  it('sont celles dont l’état est celui d’une entité (0 actif, 1 archivé), pas celui des stagiaires', () => {
    for (const name of [
      'groupes',
      'antenne_groupe_sessions',
      'antenne_evaluations',
      'antenne_sequences',
      'antenne_sequence_groupes',
      'antenne_referentiels',
      'prestataires',
    ]) {
      expect(isArchivable(byResource(name)), name).toBe(true);
      expect(defaultFilter(byResource(name)), name).toEqual({ etat: 0 });
    }
    // Trainees and candidates: present, exit, archived, deleted (etats_etudiant), changed by their own flows.
    expect(isArchivable(byKey('stagiaires'))).toBe(false);
    expect(isArchivable(byKey('candidatures'))).toBe(false);
    // No state at all.
    expect(isArchivable(byResource('etudiant_absences'))).toBe(false);
    expect(defaultFilter(byResource('etudiant_absences'))).toEqual({});
  });

  it('ne le sont pas quand le fichier de ressource fixe déjà l’état', () => {
    const groupes = byResource('groupes');
    expect(isArchivable({ ...groupes, fixedFilter: { etat: 1 } })).toBe(false);
  });

  it('montrent les archivés quand la puce est mise, et ne comptent pas le filtre par défaut comme un filtre', () => {
    const groupes = byResource('groupes');
    expect(showsArchived({ etat: 1 })).toBe(true);
    expect(showsArchived({ etat: 0 })).toBe(false);
    expect(showsArchived(undefined)).toBe(false);
    expect(filteredBeyondDefault({ etat: 0 }, groupes)).toBe(false);
    expect(filteredBeyondDefault({ etat: 1 }, groupes)).toBe(true);
    expect(filteredBeyondDefault({ etat: 0, name: 'A' }, groupes)).toBe(true);
    expect(filteredBeyondDefault({ etat: 0 }, byResource('etudiant_absences'))).toBe(true);
    expect(isArchived({ etat: 1 })).toBe(true);
    expect(isArchived({ etat: 0 })).toBe(false);
  });
});

describe('la suppression définitive', () => {
  it(
    'est offerte où la spécification supprime (prestataires, compétences types...) ou sans état, jamais sur un ' +
      'groupe',
    () => {
      expect(isHardDeleted(byResource('prestataires'))).toBe(true);
      expect(isHardDeleted(byResource('prestataire_competence_types'))).toBe(true);
      expect(isHardDeleted(byResource('entreprise_contacts'))).toBe(true);
      expect(isHardDeleted(byResource('etudiant_absences'))).toBe(true);
      expect(isHardDeleted(byResource('groupes'))).toBe(false);
      expect(isHardDeleted(byResource('antenne_groupe_sessions'))).toBe(false);
      expect(isHardDeleted(byKey('stagiaires'))).toBe(false);
    },
  );
});

describe('les notices', () => {
  it('disent le texte de la spécification où elle en donne un', () => {
    expect(successNotice('deleted', byResource('groupes'))).toBe('Supprimé avec succès');
    expect(successNotice('deleted', byResource('prestataires'))).toBe(
      'Le prestataire a été supprimé définitivement avec succès.',
    );
    expect(successNotice('updated', byResource('prestataires'))).toBe('Le prestataire a été modifié avec succès.');
    expect(successNotice('created', byResource('prestataire_competence_types'))).toBe(
      'La compétence type a été ajoutée avec succès.',
    );
    expect(successNotice('created', byResource('etudiant_document_factures'))).toBe('Facture ajoutée avec succès');
    expect(successNotice('updated', byKey('stagiaires'))).toBe('La donnée a bien été mise à jour');
  });

  it('nomment sinon la ressource, accordée à son genre', () => {
    expect(successNotice('created', byResource('groupes'))).toBe('Groupe ajouté avec succès');
    expect(successNotice('archived', byResource('groupes'))).toBe('Groupe archivé avec succès');
    expect(successNotice('unarchived', byResource('groupes'))).toBe('Groupe désarchivé avec succès');
    expect(successNotice('archived', byResource('antenne_groupe_sessions'))).toBe('Session archivée avec succès');
    expect(successNotice('created', byResource('etudiant_absences'))).toBe("L'absence a bien été ajoutée");
    expect(bulkNotice('archived', 3)).toBe('Sélection archivée : 3 enregistrement(s)');
    expect(bulkNotice('unarchived', 1)).toBe('Sélection désarchivée : 1 enregistrement(s)');
  });

  it('en rouge : le texte de la spécification, puis la raison française du serveur quand il en donne une', () => {
    const refused = toHttpError(403, { '@type': 'hydra:Error', 'hydra:description': 'Accès refusé.' });
    expect(errorNotice('archived', byResource('groupes'), refused)).toBe(
      "Une erreur s'est produite lors de l'archivage du groupe : Accès refusé.",
    );
    // Every resource's red notice names the action and the record (spec 001 §8), feminine and elided too.
    expect(errorNotice('created', byResource('antenne_groupe_sessions'), undefined)).toBe(
      "Une erreur s'est produite lors de l'ajout de la session",
    );
    expect(errorNotice('updated', byResource('antenne_evaluations'), undefined)).toMatch(
      /^Une erreur s'est produite lors de la modification de l'évaluation/,
    );
    expect(errorNotice('deleted', byResource('etudiant_contrats'), undefined)).toMatch(
      /^Erreur lors de la suppression du contrat/,
    );
    expect(errorNotice('unarchived', byResource('groupes'), undefined)).toBe(
      "Une erreur s'est produite lors de la restauration du groupe",
    );
    expect(errorNotice('updated', byResource('etudiant_absences'), undefined)).toBe(
      "Une erreur s'est produite lors de la modification de l'absence",
    );
    expect(successNotice('updated', byResource('etudiant_absences'))).toBe("L'absence a bien été modifiée");
    expect(errorNotice('created', byResource('groupes'), new Error('Failed to fetch'))).toBe(
      "Une erreur s'est produite lors de l'ajout du groupe : Failed to fetch",
    );
    expect(errorNotice('deleted', byResource('suivi_rpps'), toHttpError(500, {}))).toBe(
      'Erreur lors de la suppression du suivi RPP',
    );
    expect(errorNotice('updated', byKey('stagiaires'), new HttpError('HTTP Error 500', 500))).toBe(
      "Une erreur s'est produite lors de la modification de l'étudiant.e",
    );
  });

  it('laissent au formulaire les erreurs que ses champs montrent', () => {
    const violations = toHttpError(422, { violations: [{ propertyPath: 'name', message: 'Nom : obligatoire' }] });
    expect(hasFieldErrors(violations)).toBe(true);
    expect(hasFieldErrors(toHttpError(403, { 'hydra:description': 'Accès refusé.' }))).toBe(false);
    expect(hasFieldErrors(undefined)).toBe(false);
  });
});
