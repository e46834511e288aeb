import { preload } from 'react-dom';
import { publicFileSize } from '@/lib/public-files.server';
import { EARLY_WORKER_GLOBAL, PDF_WORKER_SRC } from './viewer-types';

/**
 * A document up to this size is fetched whole at once, before the viewer's code asks for it;
 * a larger one is left to pdf.js, which reads it in ranges as pages come into view.
 */
const PRELOAD_MAX_BYTES = 1024 * 1024;

// Plain ES5, run while the HTML is parsed (its hash goes into the page's CSP). It records the
// worker's 'ready' message and a load failure for usePdfWorker, which may attach later.
const START_WORKER = `(function(){try{var w=new Worker(${JSON.stringify(PDF_WORKER_SRC)},{type:"module"}),s={worker:w,ready:false,failed:false};w.addEventListener("message",function(e){if(e.data&&e.data.action==="ready")s.ready=true;});w.addEventListener("error",function(){s.failed=true;});window[${JSON.stringify(EARLY_WORKER_GLOBAL)}]=s;}catch(e){}})();`;

/**
 * Starts the two slow parts of showing a PDF as soon as the page's HTML arrives, instead of
 * after React and the viewer's code have loaded: the pdf.js worker (its script is the largest
 * download, and it compiles on its own thread), and the document itself. Their URLs are known
 * at build time.
 */
export function ViewerHeadStart({ file }: { file: string }) {
  // pdf.js fetches with CORS mode and same-origin credentials: the preload must match.
  if (publicFileSize(file) <= PRELOAD_MAX_BYTES) {
    preload(file, { as: 'fetch', crossOrigin: 'anonymous' });
  }
  return <script dangerouslySetInnerHTML={{ __html: START_WORKER }} />;
}
