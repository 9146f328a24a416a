// The three pickers of the preview page: client, login level, role.
import { MenuItem, Stack, TextField } from '@mui/material';
import { roleOptions, type ClientProfile, type Level, type Role } from '../../../shared/clients/index.ts';

const levels: ReadonlyArray<{ id: Level; label: string }> = [
  { id: 'cfa', label: 'Centre (siège)' },
  { id: 'antenne', label: 'Antenne' },
];

interface Props {
  profiles: readonly ClientProfile[];
  cfaId: number | undefined;
  level: Level;
  role: Role;
  onCfaId: (id: number) => void;
  onLevel: (level: Level) => void;
  onRole: (role: Role) => void;
}

export function PreviewSelects({ profiles, cfaId, level, role, onCfaId, onLevel, onRole }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Client"
        value={cfaId ?? ''}
        onChange={(e) => onCfaId(Number(e.target.value))}
        sx={{ minWidth: 320 }}
      >
        {profiles.map((p) => (
          <MenuItem key={p.key} value={p.cfa.id}>
            {`${p.label} — centre n° ${p.cfa.id}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Niveau de connexion"
        value={level}
        onChange={(e) => onLevel(e.target.value as Level)}
        sx={{ minWidth: 200 }}
      >
        {levels.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Rôle"
        value={role}
        onChange={(e) => onRole(e.target.value as Role)}
        sx={{ minWidth: 200 }}
      >
        {roleOptions.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
