// The antenne/diploma table as a panel of the antenne, diploma and action detail pages (panels.ts).
import { AntenneDiplomeTable } from './AntenneDiplomeTable.tsx';

export const AntenneTablePanel = ({ id }: { id: number | string }) => <AntenneDiplomeTable view="antenne" id={id} />;
export const DiplomeTablePanel = ({ id }: { id: number | string }) => <AntenneDiplomeTable view="diplome" id={id} />;
export const ActionTablePanel = ({ id }: { id: number | string }) => <AntenneDiplomeTable view="action" id={id} />;
