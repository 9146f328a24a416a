// The join list's French texts (src/admin/i18n/joinList.ts, loaded with this lazy widget only).
import { joinListFr } from '../../i18n/joinList.ts';

export const t = joinListFr;
