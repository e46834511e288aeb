// The thread a git tree's content check runs in (scripts/editor/tree-check.ts): TypeScript
// loaded here, then this checkout's own check (tree-worker-body.ts), which waits for the folder
// holding the tree's content/ and public/. A thread per check: the site's modules read their
// data once, when they are first imported.
import { register } from 'tsx/esm/api';

register();
await import('./tree-worker-body.ts');
