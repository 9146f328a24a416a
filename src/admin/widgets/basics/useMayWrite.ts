// Whether the signed-in user may write a resource, for bespoke pages: the one access rule (canAccess) applied
// to the resource's view (its x-write-roles, flag, shared antenne) or, without a view, to the default rule
// (every role but ROLE_GUEST). A page then hides the controls the server would refuse.
import type { Action } from '../../../shared/access.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { useCanAccess } from '../../session/access.ts';

export function useMayWrite(): (
  resource: string,
  action?: Exclude<Action, 'list' | 'show'>,
  record?: Readonly<Record<string, unknown>>,
) => boolean {
  const { views } = useAppConfig();
  const can = useCanAccess();
  return (resource, action = 'edit', record) => {
    const view =
      views.find((v) => v.model.name === resource && Object.keys(v.fixedFilter).length === 0) ??
      views.find((v) => v.model.name === resource);
    const rule = view ? { roles: view.roles, writeRoles: view.writeRoles, sharedAntenne: view.sharedAntenne } : {};
    return can(action, rule, record);
  };
}
