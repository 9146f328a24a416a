// Demo data of oversight: the alerts the server raises itself (documents expiring within 30 days,
// contracts ending within 60 days, repeated unjustified absences) are raised once at seeding, as the first
// page would, so the bell and the alerts page show them from the first sign-in. Runs after the documents and
// attendance seeders whose rows it reads; draws nothing from the PRNG. Each centre with its client's thresholds,
// from the shipped profiles (those the database is seeded with).
import type { DomainSeeder } from '../domainSeeders.ts';
import { raiseAlerts } from '../../domain/pilotage/alertGeneration.ts';
import { alertSettingsOfCentre } from '../../clients/profiles.ts';
import { folderDirs } from '../../configsource/source.ts';

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId } of centres) await raiseAlerts(tx, cfaId, await alertSettingsOfCentre(cfaId, folderDirs.clients));
};

export default seed;
