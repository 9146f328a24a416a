// The planification pages' calls: the attendance pages' same-origin helpers (shared fetchJson: token, 401
// rule, French errors as HttpError messages), re-exported so these pages import one module.
export { apiGet, apiSend, members, idOf, type HydraList } from '../attendance/api.ts';
export { errorText } from '../../http/errors.ts';
