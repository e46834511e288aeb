/**
 * @jest-environment node
 */
// No GitHub Action of deploy/github-actions/ lends its cloud sign-in to the repository's code: a
// job that runs npm, npx, node or a script of the repository, or checks the repository out, has
// no `id-token` permission (its own, or the workflow's it inherits); the job that signs in only
// downloads the built files and uploads them, in the environment whose reviewers approve each
// deployment; every job says what its token may do, so none depends on the repository's
// default; and every action is pinned to a commit, which no one can move to other code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const DIR = path.join(process.cwd(), 'deploy', 'github-actions');

type Permissions = string | Record<string, string> | undefined;
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Permissions;
  environment?: string | { name: string; url?: string };
  needs?: string | string[];
  if?: string;
  steps?: Step[];
}
interface Workflow {
  permissions?: Permissions;
  jobs: Record<string, Job>;
}

const workflowFiles = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));
const readWorkflow = (name: string) =>
  YAML.parse(readFileSync(path.join(DIR, name), 'utf8')) as Workflow;

/** An action pinned to a full commit SHA (`owner/name@<40 hex>`), the release's tag beside it. */
const PINNED_USES = /^\s*(?:-\s+)?uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/;

/** A job's permissions: its own, or else the workflow's (undefined: the repository's default). */
const effectivePermissions = (workflow: Workflow, job: Job): Permissions =>
  job.permissions !== undefined ? job.permissions : workflow.permissions;

/** Whether a permissions value lets the job ask GitHub for an OIDC token (to assume a role). */
const grantsIdToken = (permissions: Permissions) =>
  permissions === 'write-all' ||
  (typeof permissions === 'object' && permissions['id-token'] === 'write');

/** Node tooling anywhere in a run step: npm, npx, node, or another package runner. */
const NODE_TOOLING = /(^|[\s;&|(`$])(npm|npx|node|pnpm|yarn|tsx|corepack)(\s|$)/m;
/** Commands that run a file named after them: a shell or interpreter, make, `source` and `.`. */
const RUNNERS = new Set(['bash', 'sh', 'zsh', 'source', '.', 'python', 'python3', 'make', 'deno']);

/** The command each simple command of a shell script starts with (variable assignments skipped). */
function commandsOf(script: string): string[] {
  return script
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .flatMap((line) => line.split(/;|&&|\|\||\||\b(?:then|do|else)\b/))
    .map((part) => part.trim().replace(/^(?:if|elif|while|until|!)\s+/, ''))
    .filter((part) => part !== '' && !/^[A-Za-z_]\w*=\(/.test(part))
    .map((part) => part.split(/\s+/).find((word) => !/^[A-Za-z_]\w*=/.test(word)) ?? '')
    .filter(Boolean);
}

/** Whether a command runs a file of the repository: a path (./x, scripts/x), a script, a runner. */
const runsAFile = (command: string) =>
  command.includes('/') || /\.(sh|mjs|cjs|js|ts|py)$/.test(command) || RUNNERS.has(command);

/** What in a job runs the repository's own code: each offending step, described. */
function repositoryCode(job: Job): string[] {
  return (job.steps ?? []).flatMap((step, i) => {
    const found: string[] = [];
    const uses = step.uses ?? '';
    if (/^actions\/checkout@/.test(uses)) found.push(`step ${i}: checks the repository out`);
    if (uses.startsWith('./')) found.push(`step ${i}: runs the repository's action ${uses}`);
    if (/^actions\/setup-node@/.test(uses)) found.push(`step ${i}: sets up Node`);
    const run = step.run ?? '';
    if (NODE_TOOLING.test(run)) found.push(`step ${i}: runs Node tooling`);
    for (const command of commandsOf(run).filter(runsAFile)) {
      found.push(`step ${i}: runs ${command}`);
    }
    return found;
  });
}

/** Each job of each workflow that runs repository code and may sign in with an OIDC token. */
function lentSignIns(files: Record<string, Workflow>): string[] {
  return Object.entries(files).flatMap(([file, workflow]) =>
    Object.entries(workflow.jobs).flatMap(([name, job]) => {
      const code = repositoryCode(job);
      return grantsIdToken(effectivePermissions(workflow, job)) && code.length > 0
        ? [`${file} › ${name}: id-token with ${code.join(', ')}`]
        : [];
    }),
  );
}

const workflows = Object.fromEntries(workflowFiles.map((name) => [name, readWorkflow(name)]));

describe('the detector', () => {
  const npmJob: Job = { steps: [{ uses: 'actions/checkout@v5' }, { run: 'npm ci' }] };

  it('finds id-token granted to the whole workflow and inherited by a job that runs npm', () => {
    const file: Workflow = { permissions: { 'id-token': 'write' }, jobs: { build: npmJob } };
    expect(lentSignIns({ 'x.yml': file })).toHaveLength(1);
  });

  it('finds id-token granted to the job itself, and write-all', () => {
    expect(
      lentSignIns({
        'a.yml': { jobs: { build: { ...npmJob, permissions: { 'id-token': 'write' } } } },
        'b.yml': { jobs: { build: { ...npmJob, permissions: 'write-all' } } },
      }),
    ).toHaveLength(2);
  });

  it('reads npm, npx, node and repository scripts in a run step, not the aws CLI', () => {
    for (const run of [
      'npm run build',
      'npx tsx x',
      'cd app && node build.mjs',
      './deploy.sh',
      'bash scripts/upload',
      'scripts/upload.sh out',
    ]) {
      expect(repositoryCode({ steps: [{ run }] })).not.toEqual([]);
    }
    expect(
      repositoryCode({
        steps: [
          { run: 'aws s3 sync out/_next/static "s3://$BUCKET/_next/static" --delete' },
          { run: 'aws s3 cp out/pdf.worker.min.js "s3://$BUCKET/pdf.worker.min.js"' },
          { run: 'if [ -f out/admin/config.yml ]; then echo yes; fi' },
        ],
      }),
    ).toEqual([]);
  });
});

describe.each(workflowFiles)('%s', (file) => {
  const workflow = workflows[file]!;

  it('gives no job that runs repository code the id-token permission', () => {
    expect(lentSignIns({ [file]: workflow })).toEqual([]);
  });

  it('grants id-token to no job by default (the workflow’s own permissions)', () => {
    expect(grantsIdToken(workflow.permissions)).toBe(false);
  });

  it.each(Object.keys(workflow.jobs))('job %s says what its token may do', (name) => {
    expect(effectivePermissions(workflow, workflow.jobs[name]!)).toBeDefined();
  });

  it('pins every action to a commit SHA, with its release tag as a comment', () => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    const usesLines = text.split('\n').filter((line) => /^\s*(?:-\s+)?uses:/.test(line));
    expect(usesLines.filter((line) => !PINNED_USES.test(line))).toEqual([]);
    // Every step's action, as the workflow is read, is one of those lines.
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
    const uses = steps.map((step) => step.uses).filter((value) => value !== undefined);
    expect(uses).toHaveLength(usesLines.length);
    for (const value of uses) expect(value).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
  });
});

describe('deploy-s3.yml', () => {
  const workflow = workflows['deploy-s3.yml']!;
  const signingIn = Object.entries(workflow.jobs).filter(([, job]) =>
    grantsIdToken(effectivePermissions(workflow, job)),
  );
  const [deployName, deploy] = signingIn[0]!;
  const { build } = workflow.jobs;

  it('has one job that signs in to AWS, and one that builds', () => {
    expect(signingIn).toHaveLength(1);
    expect(deployName).toBe('deploy');
    expect(build).toBeDefined();
  });

  it('builds with read access to the repository and nothing else', () => {
    expect(build!.permissions).toEqual({ contents: 'read' });
    const runs = build!.steps!.map((step) => step.run).filter(Boolean);
    expect(runs).toContain('npm run build:production');
  });

  it('deploys only what the build uploaded, runs no npm, and checks nothing out', () => {
    expect(deploy.permissions).toEqual({ 'id-token': 'write' });
    expect(deploy.needs).toBe('build');
    const steps = deploy.steps!;
    expect(steps.some((step) => /npm/.test(step.run ?? ''))).toBe(false);
    expect(repositoryCode(deploy)).toEqual([]);
    const uploaded = build!.steps!.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    const downloaded = steps.find((step) => step.uses?.startsWith('actions/download-artifact'));
    expect(downloaded?.with?.name).toBe(uploaded?.with?.name);
    expect(downloaded?.with?.path).toBe('out');
    // The actions it runs are the download and AWS's sign-in.
    expect(steps.map((step) => step.uses?.replace(/@[0-9a-f]{40}$/, '')).filter(Boolean)).toEqual([
      'actions/download-artifact',
      'aws-actions/configure-aws-credentials',
    ]);
  });

  it('publishes only main: a pull request is built, never deployed', () => {
    expect(deploy.if).toContain("github.event_name != 'pull_request'");
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'");
  });

  it('deploys in the production environment, whose required reviewers approve each deployment', () => {
    const environment =
      typeof deploy.environment === 'string' ? deploy.environment : deploy.environment?.name;
    expect(environment).toBe('production');
    // Only the deploy job: the build (a pull request's too) never waits for a reviewer.
    expect(build!.environment).toBeUndefined();
  });

  it('uploads every kind of file with its Cache-Control and invalidates CloudFront', () => {
    const script = deploy.steps!.map((step) => step.run ?? '').join('\n');
    expect(script).toContain("--cache-control 'public, max-age=31536000, immutable'");
    expect(script).toContain("--content-type 'text/calendar; charset=utf-8'");
    expect(script).toContain("--content-type 'text/yaml; charset=utf-8'");
    expect(script).toContain('aws cloudfront create-invalidation');
  });
});
