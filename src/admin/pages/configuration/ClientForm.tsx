// The form view of a client profile: the menu's sub-modules per section and the access flags, as checkboxes
// over the profile's common part (clientDraft.ts). The JSON view shows the same draft.
import { Alert, Checkbox, FormControlLabel, FormGroup, Paper, Typography } from '@mui/material';
import { sections, type BooleanFlag, type ClientProfile, type SectionKey } from '../../../shared/clients/index.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import { entriesOverriding, flagOf, menuOf, setFlag, subModulesOf, toggleMenuItem } from './clientDraft.ts';
import { labelOfSubModule, sectionTitle } from './menuLabels.ts';

const flags = Object.keys(t.clientForm.flagLabels) as BooleanFlag[];

function Overriding({ draft, part }: { draft: ClientProfile; part: 'menu' | 'accessRight' }) {
  const entries = entriesOverriding(draft, part);
  return entries.length ? (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {fill(t.clientForm.overriding, { entries: entries.join(', ') })}
    </Alert>
  ) : null;
}

export function ClientForm({ draft, onChange }: { draft: ClientProfile; onChange: (draft: ClientProfile) => void }) {
  return (
    <>
      <Paper variant="outlined" component="section" aria-label={t.clientForm.menu} sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t.clientForm.menu}
        </Typography>
        <Overriding draft={draft} part="menu" />
        {(Object.keys(sections) as SectionKey[]).map((section) => {
          const shown = new Set(menuOf(draft, section));
          return (
            <FormGroup key={section} aria-label={sectionTitle(section, draft)} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {sectionTitle(section, draft)}
              </Typography>
              <FormGroup row>
                {subModulesOf(section).map((item) => (
                  <FormControlLabel
                    key={item}
                    label={labelOfSubModule(section, item, draft)}
                    control={
                      <Checkbox
                        size="small"
                        checked={shown.has(item)}
                        onChange={(e) => onChange(toggleMenuItem(draft, section, item, e.target.checked))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormGroup>
          );
        })}
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t.clientForm.flags} sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t.clientForm.flags}
        </Typography>
        <Overriding draft={draft} part="accessRight" />
        <FormGroup>
          {flags.map((flag) => (
            <FormControlLabel
              key={flag}
              label={t.clientForm.flagLabels[flag]}
              control={
                <Checkbox
                  size="small"
                  checked={flagOf(draft, flag)}
                  onChange={(e) => onChange(setFlag(draft, flag, e.target.checked))}
                />
              }
            />
          ))}
        </FormGroup>
      </Paper>
    </>
  );
}
