// Plausible French identities and places for the demo data.
export const FIRST_NAMES_M = ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Nathan', 'Léo', 'Raphaël', 'Tom',
  'Enzo', 'Mathis', 'Théo', 'Noah', 'Maxime', 'Antoine', 'Julien', 'Nicolas', 'Karim', 'Yanis', 'Mehdi', 'Baptiste',
  'Quentin', 'Romain', 'Florian', 'Kevin', 'Dylan', 'Mathéo', 'Bastien', 'Samuel'];
export const FIRST_NAMES_F = ['Emma', 'Jade', 'Louise', 'Alice', 'Chloé', 'Léa', 'Manon', 'Inès', 'Camille', 'Sarah',
  'Lina', 'Zoé', 'Juliette', 'Anaïs', 'Clara', 'Mathilde', 'Laura', 'Marion', 'Yasmine', 'Océane', 'Pauline', 'Lucie',
  'Élodie', 'Margaux', 'Justine', 'Amandine', 'Nour', 'Eva', 'Romane', 'Agathe'];
export const LAST_NAMES = ['Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau',
  'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André', 'Mercier',
  'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia', 'Perrin', 'Robin',
  'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson', 'Marchand', 'Duval', 'Denis',
  'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier', 'Brun', 'Blanchard', 'Giraud', 'Joly',
  'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier', 'Arnaud', 'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt',
  'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron', 'Picard', 'Roger', 'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas',
  'Lacroix', 'Olivier', 'Philippe', 'Bourgeois', 'Pierre', 'Benoît', 'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq',
  'Guillaume', 'Lecomte', 'Benali', 'Haddad', 'Nguyen', 'Da Silva', 'Ferreira'];
export const STREETS = ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue Pasteur',
  'chemin des Oliviers', 'rue du Port', 'avenue de la Libération', 'rue Paradis', 'allée des Pins', 'place Garibaldi',
  'rue Saint-Ferréol', 'cours Mirabeau', 'avenue de la Mer', 'rue des Lilas', 'impasse des Cigales'];

/** Cities around each demo antenne, with their postal codes. */
export const CITIES: Record<string, readonly (readonly [string, string])[]> = {
  Marseille: [['Marseille', '13001'], ['Marseille', '13005'], ['Marseille', '13008'], ['Aubagne', '13400'],
    ['Aix-en-Provence', '13100'], ['La Ciotat', '13600'], ['Vitrolles', '13127'], ['Marignane', '13700']],
  Nice: [['Nice', '06000'], ['Nice', '06200'], ['Antibes', '06600'], ['Cannes', '06400'], ['Cagnes-sur-Mer', '06800'],
    ['Grasse', '06130'], ['Menton', '06500']],
  Toulon: [['Toulon', '83000'], ['Toulon', '83200'], ['La Seyne-sur-Mer', '83500'], ['Hyères', '83400'],
    ['Fréjus', '83600'], ['Six-Fours-les-Plages', '83140'], ['Draguignan', '83300']],
  Lyon: [['Lyon', '69003'], ['Lyon', '69007'], ['Villeurbanne', '69100'], ['Vénissieux', '69200'], ['Bron', '69500']],
};

export const ABSENCE_COMMENTS = ['Certificat médical transmis.', 'Prévenu par téléphone le matin.', 'Retard de train.',
  'Rendez-vous administratif.', null, null];
