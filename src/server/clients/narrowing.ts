// A write may not choose a reference value the user's client does not offer (src/shared/clients/narrowed.ts:
// interview types, invoice details, document types): the admin offers only those, and the API says so in French (422 on
// the field) to any other client. A value already stored is kept by updates that do not change it.
import type { Row } from '../db/index.ts';
import type { AuthUser } from '../auth/access.ts';
import type { ResourceModel } from '../schema/model.ts';
import type { Candidate } from '../crud/input.ts';
import { toItem } from '../hydra/serialize.ts';
import { isOffered, narrowedLists } from '../../shared/clients/index.ts';
import { referenceLabel } from '../../shared/reference/index.ts';
import { unprocessable } from '../http/errors.ts';
import * as msg from '../http/messages.ts';
import { profileOfUser } from './profiles.ts';
import type { ConfigSource } from '../configsource/source.ts';

export async function checkOffered(
  config: ConfigSource,
  r: ResourceModel,
  user: AuthUser,
  candidate: Candidate,
  existing?: Row,
): Promise<void> {
  const narrowed = r.properties.filter(
    (p) =>
      p.enumList !== undefined &&
      p.enumList in narrowedLists &&
      candidate[p.name] !== undefined &&
      candidate[p.name] !== null,
  );
  if (narrowed.length === 0) return;
  const before = existing ? toItem(r, existing) : {};
  const changed = narrowed.filter((p) => before[p.name] !== candidate[p.name]);
  if (changed.length === 0) return;
  const profile = await profileOfUser(user, config);
  if (!profile) return;
  const refused = changed.filter((p) => !isOffered(profile, p.enumList, candidate[p.name]));
  if (refused.length === 0) return;
  throw unprocessable(
    refused.map((p) => ({
      propertyPath: p.name,
      message: msg.settings.notOffered(
        referenceLabel(p.enumList!, candidate[p.name]) ?? String(candidate[p.name]),
        p.title,
      ),
    })),
  );
}
