// The week (7 columns, Monday first) and month (weeks × 7) grids: each day lists its events by start time,
// accepts a dropped event (move) and has a button to create an event that day.
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DAYS_FR, shortDateFr, todayIso } from '../calendarFr.ts';
import { EventCard } from './EventCard.tsx';
import type { SchedulerEvent } from './types.ts';
import type { ConflictKind } from '../../../../shared/attendance/index.ts';

interface Props {
  weeks: string[][];
  month?: string;
  events: SchedulerEvent[];
  roomNames: Map<string, string>;
  /** Names of the groups (diploma sessions) and speakers, shown on each card. */
  groupNames?: Map<string, string>;
  speakerNames?: Map<string, string>;
  /** Event id → its conflicts with the other events shown. */
  conflicts?: Map<string, ConflictKind[]>;
  /** Event id → why it is outside its speaker's availabilities (the card's tooltip). */
  availability?: Map<string, string[]>;
  /** None: the user may not create (no button). */
  onCreate?: (date: string) => void;
  onOpen: (event: SchedulerEvent) => void;
  /** None: the user may not move events (no drag and drop). */
  onMove?: (eventId: number, date: string) => void;
}

export function CalendarGrid({
  weeks,
  month,
  events,
  roomNames,
  groupNames,
  speakerNames,
  conflicts,
  availability,
  onCreate,
  onOpen,
  onMove,
}: Props) {
  const today = todayIso();
  const compact = weeks.length > 1;
  return (
    <Box
      role="grid"
      aria-label={compact ? 'Calendrier du mois' : 'Calendrier de la semaine'}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
    >
      {/* Rows for assistive technologies (a grid holds rows of cells), invisible to the CSS grid. */}
      <Box role="row" sx={{ display: 'contents' }}>
        {DAYS_FR.map((d) => (
          <Typography key={d} role="columnheader" variant="subtitle2" sx={{ textAlign: 'center' }}>
            {d}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box key={week[0]} role="row" sx={{ display: 'contents' }}>
          {week.map((date) => {
            const dayEvents = events
              .filter((e) => e.dt_start === date)
              .sort((a, b) => a.hr_start.localeCompare(b.hr_start));
            const outside = month !== undefined && !date.startsWith(month);
            return (
              <Paper
                key={date}
                role="gridcell"
                aria-label={shortDateFr(date)}
                variant="outlined"
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  const id = Number(e.dataTransfer.getData('text/plain'));
                  if (id && onMove) onMove(id, date);
                }}
                sx={{
                  p: 0.5,
                  minHeight: compact ? 110 : 320,
                  bgcolor: outside ? 'grey.100' : undefined,
                  borderColor: date === today ? '#D396BE' : undefined,
                  borderWidth: date === today ? 2 : 1,
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  {/* A day of another month is told by its background and grey date, still readable (not faded). */}
                  <Typography variant="caption" color={outside ? 'text.secondary' : undefined}>
                    {shortDateFr(date)}
                  </Typography>
                  {onCreate && (
                    <Tooltip title={`Nouvelle séance le ${shortDateFr(date)}`}>
                      <IconButton
                        size="small"
                        aria-label={`Nouvelle séance le ${shortDateFr(date)}`}
                        onClick={() => onCreate(date)}
                      >
                        <AddIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
                {dayEvents.map((e) => (
                  <EventCard
                    key={e.id}
                    event={e}
                    compact={compact}
                    roomName={e.classroom ? roomNames.get(e.classroom) : undefined}
                    groupName={e.diplome_session ? groupNames?.get(e.diplome_session) : undefined}
                    speakerName={e.speaker ? speakerNames?.get(e.speaker) : undefined}
                    conflicts={conflicts?.get(String(e.id))}
                    availability={availability?.get(String(e.id))}
                    onOpen={() => onOpen(e)}
                    draggable={onMove !== undefined}
                  />
                ))}
              </Paper>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
