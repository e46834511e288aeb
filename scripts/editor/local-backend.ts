// The editor's local backend for `npm run edit`: decap-server's own git middleware (the one its
// command runs with MODE=git), behind guards of this repository's, taken in turn:
// - the loopback guard answers only the editor's own requests on this computer (loopback.ts);
// - review cannot be skipped: the one write reaching the site's branch is publishing a draft
//   (reviewed-writes.ts). In git mode each entry saved is a draft on its own branch
//   (cms/{collection}/{slug}) until it is published, which merges it into the site's branch;
// - every path a request names is one of the site's content files or uploads (editable-files.ts),
//   so the clone's code, its git folder and the transfer certificates' codes can be neither read
//   nor written, and every file written is what its name claims, read from its bytes;
// - no path meets a symbolic link, in the working tree or on the draft's branch (no-links.ts);
// - a save is refused while the clone holds changes the editor did not make, which a draft's
//   commit would take;
// - a draft cannot undo what was published after it was started: saved again over files changed
//   on the site's branch since, or published where the merge would conflict, it is refused
//   (either would also leave the clone halfway through a rebase or a merge);
// - publishing runs this checkout's content check, in this process, on the site as the merge
//   would make it (tree-check.ts), and refuses a draft that changes anything but
//   content or that the build would refuse, so the live site is never left unbuilt by a save and
//   no code of a draft runs.
// Requests are taken one at a time: each works in the clone's one working tree.
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { execFileSync } from 'node:child_process';
import { registerLocalGit } from 'decap-server/dist/middlewares';
import type { TreeChecker, TreeCheckVerdict } from './tree-check';
import type { EditorCollections } from './going-live-list';
import { officeProblems, type OfficeProblem } from './office-problems';
import { HEAD_BYTES, uploadProblem } from '../content-check/uploads';
import {
  editableFilesOf,
  isEditableFile,
  refusedPaths,
  uploadKindOf,
  type EditableFiles,
} from './editable-files';
import { guarded, listenOnLoopback } from './loopback';
import { linkFree } from './no-links';
import { reviewedOnly } from './reviewed-writes';

/** The largest request the editor sends: an upload at its largest, in base64, with its entry. */
const REQUEST_LIMIT = '50mb';

export interface LocalBackendOptions {
  /** The clone the editor writes to. */
  root: string;
  /** The editor's configuration (scripts/editor/editor-config.ts editorConfig). */
  config: Record<string, unknown>;
  port: number;
  /** The port of the editor's page (the preview): the only origin the backend answers. */
  pagePort: number;
  /** The branch the site is built from, which publishing merges a draft into. */
  branch: string;
  /** The content check of the clone's trees (tree-check.ts). */
  checker: TreeChecker;
}

interface Written {
  path?: unknown;
  content?: unknown;
  raw?: unknown;
  encoding?: unknown;
}

/**
 * Why the files a request writes (persistMedia's asset, persistEntry's assets, entry and data
 * files) are refused, read from their bytes as the content check reads them, or undefined when
 * each is what its name claims: every write passes the same check, whatever field carries it.
 */
export function refusedUploads(params: unknown): string | undefined {
  const { asset, assets, entry, dataFiles } = (params ?? {}) as {
    asset?: Written;
    assets?: Written[];
    entry?: Written;
    dataFiles?: Written[];
  };
  const written = [
    ...(asset ? [asset] : []),
    ...(Array.isArray(assets) ? assets : []),
    ...(entry ? [entry] : []),
    ...(Array.isArray(dataFiles) ? dataFiles : []),
  ];
  const problems = written.flatMap(({ path, content, raw, encoding }) => {
    const text = typeof content === 'string' ? content : raw;
    if (typeof path !== 'string' || typeof text !== 'string') return [];
    const kind = uploadKindOf(path);
    const bytes = Buffer.from(text, encoding === 'base64' ? 'base64' : 'utf8');
    const problem = kind && uploadProblem(path, kind, bytes.subarray(0, HEAD_BYTES), bytes.length);
    return problem ? [`${path} ${problem}`] : [];
  });
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/**
 * An express handler refusing a request that names a path outside the editable files, or that
 * uploads a file which is not what its name claims.
 */
export const contentOnly =
  (files: EditableFiles) => (request: Request, response: Response, next: NextFunction) => {
    const params = (request.body as { params?: unknown } | undefined)?.params;
    const refusal = refusedPaths(files, params) ?? refusedUploads(params);
    if (refusal === undefined) return next();
    response.status(403).json({ error: `Refused: ${refusal}.` });
  };

/** The backend's requests that commit what is in the clone's working tree. */
const COMMITTING = new Set([
  'persistEntry',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
  'publishUnpublishedEntry',
  'deleteUnpublishedEntry',
]);

/**
 * Git's output for `args` in the clone at `root`. Without optional locks: the index stays
 * decap-server's to lock while it saves.
 */
const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['--no-optional-locks', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The files of the clone at `root` changed or added and not committed (git's short status). */
export const uncommittedFiles = (root: string): string[] =>
  git(root, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));

/**
 * An express handler refusing a save while the clone has changes the editor did not commit:
 * decap-server commits everything in the working tree with a draft, and someone's own work must
 * not leave with it. The form keeps what was typed; the answer says what to do.
 */
export const committedTreeOnly =
  (root: string) => (request: Request, response: Response, next: NextFunction) => {
    const action = (request.body as { action?: unknown } | undefined)?.action;
    if (typeof action !== 'string' || !COMMITTING.has(action)) return next();
    const changed = uncommittedFiles(root);
    if (changed.length === 0) return next();
    const listed = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '');
    response.status(409).json({
      error: `Refused: this copy of the site has changes the editor did not save (${listed}), and a save would take them along. Ask whoever made them to commit them or set them aside (git stash), then save again: what you typed is kept.`,
    });
  };

/**
 * The files a merge of `from` into `into` would leave in conflict in the clone at `root`: lines
 * both changed since they parted. Read without touching the working tree or the index.
 */
export function conflictingFiles(root: string, into: string, from: string): string[] {
  try {
    git(root, 'merge-tree', '--write-tree', '--name-only', '--no-messages', into, from);
    return [];
  } catch (error) {
    const { status, stdout } = error as { status?: number; stdout?: string };
    // Exit 1: conflicts, listed after the merged tree's id.
    if (status !== 1 || stdout === undefined) throw error;
    return [...new Set(stdout.split('\n').slice(1).filter(Boolean))];
  }
}

/** The files `branch` changed since the draft `draft` parted from it, of `files` only. */
function changedSince(root: string, branch: string, draft: string, files: string[]): string[] {
  const base = git(root, 'merge-base', branch, draft).trim();
  return git(root, 'diff', '--name-only', base, branch, '--', ...files)
    .split('\n')
    .filter(Boolean);
}

const branchExists = (root: string, branch: string) => {
  try {
    git(root, 'rev-parse', '--verify', '--quiet', branch);
    return true;
  } catch {
    return false;
  }
};

interface DraftParams {
  collection?: unknown;
  slug?: unknown;
  dataFiles?: { path?: unknown; slug?: unknown }[];
  entry?: { path?: unknown; slug?: unknown };
  options?: { useWorkflow?: unknown; collectionName?: unknown };
}

/**
 * An express handler keeping a draft from undoing what was published after it was started. A
 * draft saved again is written whole from the form, over the site's newer copy of its files, so
 * it is refused once one of them changed on `branch`; a draft is not published where the merge
 * would leave lines in conflict. Neither version is lost, and the answer says what to do.
 */
export const currentDraftsOnly =
  (root: string, branch: string) => (request: Request, response: Response, next: NextFunction) => {
    const { action, params = {} } = (request.body ?? {}) as {
      action?: unknown;
      params?: DraftParams;
    };
    const refuse = (files: string[], what: string) =>
      response.status(409).json({
        error: `${what}: ${files.join(', ')} changed on the site after this draft was started. Nothing was lost: the site keeps what was published, and the form keeps what you typed. Copy your change, delete this draft, then make the change again on the published entry.`,
      });
    if (action === 'persistEntry' && params.options?.useWorkflow) {
      const files = (params.dataFiles ?? (params.entry ? [params.entry] : [])).map((file) =>
        String(file.path),
      );
      const slug = String((params.dataFiles?.[0] ?? params.entry)?.slug);
      const draft = `cms/${String(params.options.collectionName)}/${slug}`;
      if (!branchExists(root, draft)) return next();
      const changed = changedSince(root, branch, draft, files);
      return changed.length > 0 ? refuse(changed, 'Not saved') : next();
    }
    if (action === 'publishUnpublishedEntry') {
      const draft = `cms/${String(params.collection)}/${String(params.slug)}`;
      const conflicts = conflictingFiles(root, branch, draft);
      return conflicts.length > 0 ? refuse(conflicts, 'Not published') : next();
    }
    return next();
  };

/** The files the draft `draft` changed since it parted from `branch`. */
const draftFiles = (root: string, branch: string, draft: string): string[] =>
  git(root, 'diff', '--name-only', '--no-renames', `${branch}...${draft}`)
    .split('\n')
    .filter(Boolean);

/**
 * What publishing `draft` into `branch` would bring: the content check's verdict (this
 * checkout's, never the draft's) on the site as the merge would make it, less what the site's
 * branch already has (a draft is not held back by what it did not break; that verdict is kept
 * per commit). `errors` the build would refuse, `warnings` it would only note.
 */
export async function verdictAfterMerge(
  checker: TreeChecker,
  root: string,
  branch: string,
  draft: string,
): Promise<TreeCheckVerdict> {
  const merged = git(root, 'merge-tree', '--write-tree', '--no-messages', branch, draft)
    .split('\n')[0]!
    .trim();
  const after = await checker.check(merged);
  const before = await checker.check(branch);
  const known = new Set([...before.errors, ...before.warnings]);
  return {
    errors: after.errors.filter((problem) => !known.has(problem)),
    warnings: after.warnings.filter((problem) => !known.has(problem)),
  };
}

/** The action the editor's page asks the drafts' problems by (office-drafts.js). */
export const DRAFT_PROBLEMS = 'officeDraftProblems';

/**
 * An express handler answering the editor's page with what the content check finds in every
 * draft, in the office's words (office-problems.ts). Read only: nothing is written, and no
 * draft's code runs.
 */
export const draftProblems =
  (root: string, branch: string, checker: TreeChecker, config: EditorCollections) =>
  (request: Request, response: Response, next: NextFunction) => {
    if ((request.body as { action?: unknown } | undefined)?.action !== DRAFT_PROBLEMS) {
      return next();
    }
    const drafts = git(root, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/')
      .split('\n')
      .filter(Boolean);
    // One draft after another: the check works in one thread.
    (async () => {
      const found: Record<string, OfficeProblem[]> = {};
      for (const draft of drafts) {
        const verdict = await verdictAfterMerge(checker, root, branch, draft);
        found[draft.slice('cms/'.length)] = officeProblems(verdict, config);
      }
      return found;
    })().then((found) => response.json({ drafts: found }), next);
  };

/**
 * An express handler refusing to publish a draft that changes anything but the site's content
 * files (its code, say: a draft made outside the editor), or that the build would refuse: what
 * the content check finds in the site as the merge would make it is the answer, and the draft
 * stays as it was.
 */
export const checkedDraftsOnly =
  (
    root: string,
    branch: string,
    files: EditableFiles,
    checker: TreeChecker,
    config: EditorCollections,
  ) =>
  (request: Request, response: Response, next: NextFunction) => {
    const { action, params = {} } = (request.body ?? {}) as {
      action?: unknown;
      params?: DraftParams;
    };
    if (action !== 'publishUnpublishedEntry') return next();
    const draft = `cms/${String(params.collection)}/${String(params.slug)}`;
    const beyond = draftFiles(root, branch, draft).filter((file) => !isEditableFile(files, file));
    if (beyond.length > 0) {
      response.status(422).json({
        error: `Not published: this draft changes files the editor does not edit (${beyond.join(', ')}), so it is not the editor's to publish. Nothing of it was run; the site is unchanged. Delete the draft, or ask whoever looks after the site's code to review it.`,
      });
      return;
    }
    verdictAfterMerge(checker, root, branch, draft).then(({ errors }) => {
      if (errors.length === 0) return next();
      const problems = officeProblems({ errors, warnings: [] }, config).map(
        (problem) => problem.line,
      );
      response.status(422).json({
        error: `Not published: the live site could not be built with this draft. ${problems.join('. ')}. The draft is kept as it is: open it, mend it, save it and publish it again.`,
      });
    }, next);
  };

/**
 * Lets the editor's page read the guards' own answers (a refusal and its reason): a browser shows
 * a page an answer from another port only with this header, which decap-server's own answers
 * carry. The loopback guard has already refused any other page (scripts/editor/loopback.ts).
 */
export function readableByEditor(request: Request, response: Response, next: NextFunction) {
  const origin = request.headers.origin;
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.vary('Origin');
  }
  next();
}

/**
 * Answers the browser's own question before each of the editor's requests (a CORS preflight: an
 * OPTIONS request, with no body, asking whether the page may POST its JSON): yes, for the
 * editor's page, which the loopback guard has already told from any other. Without this answer a
 * browser sends the editor nothing, and the editor finds no backend on this computer.
 */
export function preflightAnswered(request: Request, response: Response, next: NextFunction) {
  if (request.method !== 'OPTIONS') return next();
  response.setHeader('Access-Control-Allow-Methods', 'POST');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  response.setHeader('Access-Control-Max-Age', '600');
  response.status(204).end();
}

/**
 * Prints each refusal in the terminal of `npm run edit` too, where whoever looks after the
 * office's computer reads why a save or a publish did not go through.
 */
export function refusalsPrinted(request: Request, response: Response, next: NextFunction) {
  const action = String((request.body as { action?: unknown } | undefined)?.action);
  const json = response.json.bind(response);
  response.json = (body: unknown) => {
    const error = (body as { error?: unknown } | undefined)?.error;
    if (response.statusCode >= 400 && typeof error === 'string') {
      console.warn(`Editor (${action}): ${error}`);
    }
    return json(body);
  };
  next();
}

/**
 * An express handler passing on one request at a time, each once the one before it has been
 * answered: decap-server's git mode works in the clone's one working tree (saving a draft checks
 * its branch out, writes and commits, then checks the site's branch out again), so a request
 * beside it (the editor listing a collection, a guard asking git) would read or change that tree
 * halfway, and a save could fail.
 */
export function oneAtATime() {
  let previous: Promise<void> = Promise.resolve();
  return (_request: Request, response: Response, next: NextFunction) => {
    const before = previous;
    previous = new Promise((answered) => response.on('close', () => answered()));
    void before.then(() => next());
  };
}

/** The names of the collections of an editor configuration. */
const collectionNamesOf = (config: Record<string, unknown>) =>
  new Set(
    (Array.isArray(config.collections) ? config.collections : []).map((collection) =>
      String((collection as { name?: unknown }).name),
    ),
  );

/** Starts the backend on this computer's loopback addresses; resolves with its servers. */
export async function startLocalBackend(options: LocalBackendOptions): Promise<Server[]> {
  // decap-server reads the repository's folder from its environment.
  process.env.GIT_REPO_DIRECTORY = options.root;
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: REQUEST_LIMIT }));
  const files = editableFilesOf(options.config);
  const collections = options.config as unknown as EditorCollections;
  app.use(
    '/api/v1',
    readableByEditor,
    preflightAnswered,
    refusalsPrinted,
    // The drafts' problems are read from git's objects alone (no working tree, no index), so
    // they are answered beside the queue: a check of every draft can take seconds, and the
    // entry the editor opens after a save must not wait behind it.
    draftProblems(options.root, options.branch, options.checker, collections),
    oneAtATime(),
    reviewedOnly(options.branch, collectionNamesOf(options.config)),
    contentOnly(files),
    linkFree(options.root),
    committedTreeOnly(options.root),
    currentDraftsOnly(options.root, options.branch),
    checkedDraftsOnly(options.root, options.branch, files, options.checker, collections),
  );
  await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL ?? 'warn' });
  const audience = { port: options.port, pagePort: options.pagePort };
  return listenOnLoopback(options.port, guarded(audience, app));
}
