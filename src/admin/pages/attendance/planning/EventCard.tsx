// One event in the calendar: hours, title, room; draggable to another day (the move is then checked for
// conflicts and confirmed in the form before saving).
import { Box, Typography } from '@mui/material';
import { hm } from '../calendarFr.ts';
import type { SchedulerEvent } from './types.ts';

export function EventCard({ event, roomName, onOpen, compact = false, draggable = true }: { event: SchedulerEvent; roomName?: string; onOpen: () => void; compact?: boolean; draggable?: boolean }) {
  return (
    <Box
      role="button"
      tabIndex={0}
      draggable={draggable}
      aria-label={`${event.title}, ${hm(event.hr_start)}–${hm(event.hr_end)}`}
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(event.id))}
      onClick={onOpen}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onOpen()}
      sx={{ bgcolor: '#F3E3EE', borderLeft: '4px solid #D396BE', borderRadius: 1, px: 0.75, py: 0.5, mb: 0.5, cursor: 'pointer', '&:focus': { outline: '2px solid #8e4a78' } }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>{`${hm(event.hr_start)}–${hm(event.hr_end)}`}</Typography>
      <Typography variant="body2" component="div" noWrap={compact}>{event.title}</Typography>
      {!compact && roomName && <Typography variant="caption" color="text.secondary">{roomName}</Typography>}
    </Box>
  );
}
