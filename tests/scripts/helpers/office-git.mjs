// git as the office's editor runs it in a test's clone: a signed name, so commits need no setup.
import { execFileSync } from 'node:child_process';

/** Runs git in `cwd` as the office, and returns what it printed. */
export const officeGit = (cwd, ...args) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Office', '-c', 'user.email=office@school.example', ...args],
    {
      cwd,
      encoding: 'utf8',
    },
  );
