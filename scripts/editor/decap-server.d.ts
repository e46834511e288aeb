// The part of decap-server (from the registry, without types of its own) that
// scripts/editor/local-backend.ts uses: its middleware, registered on an express app.
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';

  interface Options {
    logLevel?: string;
  }
  /** The file-system backend: reads and writes the files of GIT_REPO_DIRECTORY. */
  export function registerLocalFs(app: Express, options?: Options): Promise<void>;
  /** The git backend: entries as branches, for the editorial workflow. */
  export function registerLocalGit(app: Express, options?: Options): Promise<void>;
}
