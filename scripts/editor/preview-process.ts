// The editor's preview as a process of its own, which `npm run edit` starts, and starts again
// whenever it stops (scripts/editor/preview-keeper.ts). It tells that parent the port it listens
// on, and ends with it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from './loopback';
import { startPreview } from './preview';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
/** The editor's port, the one the office's browser addresses the preview by. */
const editorPort = Number(process.env.EDIT_PORT ?? '3000');

// `npm run edit` gone (stopped, or ended some other way): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

void startPreview(root, editorPort).then((server) => {
  process.send?.({ previewPort: portOf(server) });
});
