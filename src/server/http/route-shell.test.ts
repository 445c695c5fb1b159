import { describe, expect, it } from 'vitest';
import {
  matchRouteShell as matchShell,
  preloadLinkHeader,
  routeShellFile,
  shellDataPaths,
  type RouteShell,
} from './route-shell.ts';

const matchRouteShell = (list: readonly RouteShell[], path: string) => {
  const shell = matchShell(list, path);
  return shell && 'file' in shell ? shell.file : shell;
};

const shells: RouteShell[] = [
  '/auth/login',
  '/student',
  '/student/:studentId/exam',
  '/student/:studentId/exam/result/:examId',
  '/student/:studentId/session/run',
  '/parent/children/:studentId/login',
].map((path) => ({ path, file: routeShellFile(path) }));

describe('matchRouteShell', () => {
  it('finds the shell of a literal path and of a path with parameters', () => {
    expect(matchRouteShell(shells, '/auth/login')).toBe('routes/auth.login.html');
    expect(matchRouteShell(shells, '/student')).toBe('routes/student.html');
    expect(matchRouteShell(shells, '/student/abc-123/session/run')).toBe('routes/student._studentId.session.run.html');
    expect(matchRouteShell(shells, '/student/abc/exam/result/x9')).toBe(
      'routes/student._studentId.exam.result._examId.html',
    );
  });

  it('serves no shell for a path no pattern matches exactly', () => {
    expect(matchRouteShell(shells, '/')).toBeNull();
    expect(matchRouteShell(shells, '/student/abc')).toBeNull();
    expect(matchRouteShell(shells, '/student/abc/session/run/more')).toBeNull();
    expect(matchRouteShell(shells, '/auth/login2')).toBeNull();
    expect(matchRouteShell([{ path: '/*', file: 'routes/x.html' }], '/anything')).toBeNull();
  });

  it('prefers the pattern with more literal segments', () => {
    const both: RouteShell[] = [
      { path: '/student/:studentId/:tab', file: 'routes/tab.html' },
      { path: '/student/:studentId/exam', file: 'routes/exam.html' },
    ];
    expect(matchRouteShell(both, '/student/a/exam')).toBe('routes/exam.html');
    expect(matchRouteShell(both, '/student/a/other')).toBe('routes/tab.html');
  });
});

describe('shellDataPaths', () => {
  const data = [
    '/api/students/:studentId',
    '/api/tutor/:questionId?studentId=:studentId',
    { path: '/api/students/:child/home', who: 'child' as const },
    { path: '/api/parent/settings', who: 'parent' as const },
  ];
  const pattern = '/student/:studentId/tutor/:questionId';

  it("fills in the address's parameters and the child's id, for the visitor each is for", () => {
    const signedOut = { child: null, signedIn: false };
    expect(shellDataPaths(pattern, '/student/s-1/tutor/q-2', data, signedOut)).toEqual([
      '/api/students/s-1',
      '/api/tutor/q-2?studentId=s-1',
    ]);
    expect(shellDataPaths(pattern, '/student/s-1/tutor/q-2', data, { child: null, signedIn: true })).toEqual([
      '/api/students/s-1',
      '/api/tutor/q-2?studentId=s-1',
      '/api/parent/settings',
    ]);
    expect(shellDataPaths(pattern, '/student/s-1/tutor/q-2', data, { child: 'c 3', signedIn: true })).toEqual([
      '/api/students/s-1',
      '/api/tutor/q-2?studentId=s-1',
      '/api/students/c%203/home',
    ]);
  });

  it('puts the address into a path as the app would, so it cannot break the header', () => {
    const visitor = { child: null, signedIn: false };
    const paths = (path: string) => shellDataPaths(pattern, path, data.slice(0, 1), visitor);
    expect(paths('/student/a%20b/tutor/q')).toEqual(['/api/students/a%20b']);
    expect(paths('/student/a%3E%2C%3Chttps%3A%2F%2Fx/tutor/q')).toEqual(['/api/students/a%3E%2C%3Chttps%3A%2F%2Fx']);
    expect(paths('/student/a%0D%0Ab/tutor/q')).toEqual(['/api/students/a%0D%0Ab']);
    expect(paths('/student/a>b/tutor/q')).toEqual(['/api/students/a%3Eb']);
    expect(paths('/student/%E0%A4%A/tutor/q')).toEqual([]);
  });

  it('leaves out a path whose value the address does not give', () => {
    expect(
      shellDataPaths('/student', '/student', ['/api/exams/:examId/result'], { child: null, signedIn: true }),
    ).toEqual([]);
  });

  it('announces them as the app fetches them (same-origin credentials)', () => {
    expect(preloadLinkHeader(['/api/a', '/api/b?x=1'])).toBe(
      '</api/a>; rel=preload; as=fetch; crossorigin, </api/b?x=1>; rel=preload; as=fetch; crossorigin',
    );
  });
});
