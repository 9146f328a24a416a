// One event in the calendar: hours, title, group, speaker and room; a conflict with another event (same room,
// speaker or group at overlapping hours) or with its speaker's declared availabilities is shown on the card itself
// (the availabilities' reason in the warning's tooltip, and in the card's description); draggable to another day
// (the move is then checked for conflicts and confirmed in the form before saving).
import { Box, Tooltip, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { CONFLICT_LABELS, type ConflictKind } from '../../../../shared/attendance/index.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { hm } from '../calendarFr.ts';
import type { SchedulerEvent } from './types.ts';

const T = attendanceFr.planning;

interface Props {
  event: SchedulerEvent;
  roomName?: string;
  groupName?: string;
  speakerName?: string;
  conflicts?: ConflictKind[];
  /** Why the event is outside its speaker's availabilities (French sentences of the shared rule). */
  availability?: string[];
  onOpen: () => void;
  compact?: boolean;
  draggable?: boolean;
}

export function EventCard({
  event,
  roomName,
  groupName,
  speakerName,
  conflicts,
  availability,
  onOpen,
  compact = false,
  draggable = true,
}: Props) {
  const kinds = conflicts?.map((k) => CONFLICT_LABELS[k]).join(', ');
  const why = availability?.length ? availability.join(' ') : undefined;
  return (
    <Box
      role="button"
      tabIndex={0}
      draggable={draggable}
      aria-label={`${event.title}, ${hm(event.hr_start)}–${hm(event.hr_end)}${
        kinds ? `, ${fill(T.conflictAria, { kinds })}` : ''
      }`}
      aria-description={why}
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(event.id))}
      onClick={onOpen}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onOpen()}
      sx={{
        bgcolor: kinds ? '#FDECEA' : '#F3E3EE',
        borderLeft: '4px solid',
        borderColor: kinds ? '#C62828' : '#D396BE',
        borderRadius: 1,
        px: 0.75,
        py: 0.5,
        mb: 0.5,
        cursor: 'pointer',
        '&:focus': { outline: '2px solid #8e4a78' },
      }}
    >
      <Typography
        variant="caption"
        component="div"
        sx={{ fontWeight: 600 }}
      >{`${hm(event.hr_start)}–${hm(event.hr_end)}`}</Typography>
      <Typography variant="body2" component="div" noWrap={compact}>
        {event.title}
      </Typography>
      {kinds && (
        <Tooltip title={why ?? ''} disableHoverListener={!why} describeChild>
          <Typography
            variant="caption"
            component="div"
            sx={{ color: '#B71C1C', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.25 }}
          >
            <WarningAmberIcon sx={{ fontSize: 14 }} aria-hidden />
            {fill(T.conflictBadge, { kinds })}
          </Typography>
        </Tooltip>
      )}
      {!compact && groupName && (
        <Typography variant="caption" component="div" color="text.secondary">
          {fill(T.group, { name: groupName })}
        </Typography>
      )}
      {!compact && speakerName && (
        <Typography variant="caption" component="div" color="text.secondary">
          {fill(T.speaker, { name: speakerName })}
        </Typography>
      )}
      {!compact && roomName && (
        <Typography variant="caption" color="text.secondary">
          {roomName}
        </Typography>
      )}
    </Box>
  );
}
