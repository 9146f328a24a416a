// French texts of the client settings applied to views (src/admin/widgets/settings, a chunk of its own loaded
// during the start beside the resource files): kept out of fr.ts, which is in the start bundle.
export const settingsFr = {
  // Wording of a client whose branches are « dispositifs » (denominations.antenneOrDispositif), applied (longest
  // first, as listed) to the labels, titles and help texts the resource files and schemas write with « antenne ».
  dispositif: {
    "de l'antenne": 'du dispositif',
    "à l'antenne": 'au dispositif',
    "l'antenne": 'le dispositif',
    "L'antenne": 'Le dispositif',
    "d'antenne": 'de dispositif',
    'toutes les antennes': 'tous les dispositifs',
    'une antenne': 'un dispositif',
    'Antenne administrative': 'Dispositif administratif',
    'antenne administrative': 'dispositif administratif',
    Antennes: 'Dispositifs',
    antennes: 'dispositifs',
    Antenne: 'Dispositif',
    antenne: 'dispositif',
  },
};
