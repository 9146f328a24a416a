// A page that changes a join list's rows by another call (a group's transfer of trainees) asks the join lists
// shown to reload their members: one window event, no shared state between lazy chunks.
export const JOIN_LISTS_RELOAD = 'futurosud:joinlists-reload';

export function reloadJoinLists(): void {
  window.dispatchEvent(new Event(JOIN_LISTS_RELOAD));
}
