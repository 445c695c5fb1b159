import { Outlet, useParams } from 'react-router';
import { LightModeScope } from './light-mode-scope.tsx';

/** The frame of every /student/:studentId/* screen: light mode follows the child. */
export default function StudentScreens() {
  const { studentId = '' } = useParams();
  return (
    <LightModeScope studentId={studentId}>
      <Outlet />
    </LightModeScope>
  );
}
