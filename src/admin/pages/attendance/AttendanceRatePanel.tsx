// The attendance rate as a detail-page panel (see panels.ts): the record's id is the trainee's.
import { AttendanceRate } from './AttendanceRate.tsx';

export default function AttendanceRatePanel({ id }: { id: number | string }) {
  return <AttendanceRate etudiantId={id} />;
}
