import { useStatus } from '../../../lib/session.ts';
import StudentPage from '../../plans/pages/student-page.tsx';
import { ChildHome } from '../components/child-home.tsx';

/** /student: a signed-in child's own home; for a parent, the panel of a chosen child. */
export default function StudentEntryPage() {
  const { data: status } = useStatus();
  if (!status) return null;
  return status.child ? <ChildHome /> : <StudentPage />;
}
