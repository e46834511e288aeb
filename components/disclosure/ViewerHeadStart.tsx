import { preload } from 'react-dom';
import { AFTER_HERO_PAINT } from '@/lib/after-hero-paint';
import { publicFileSize } from '@/lib/content/public-files.server';
import {
  EARLY_WORKER_GLOBAL,
  EARLY_WORKER_PENDING,
  EARLY_WORKER_STARTED,
  PDF_WORKER_SRC,
} from './viewer-types';

/**
 * A document up to this size is fetched whole at once, before the viewer's code asks for it;
 * a larger one is left to pdf.js, which reads it in ranges as pages come into view.
 */
const PRELOAD_MAX_BYTES = 1024 * 1024;

// Plain ES5 (its hash goes into the page's CSP). It records the worker's 'ready' message and a
// load failure for usePdfWorker, which may attach later.
const startWorker = () =>
  `try{var w=new Worker(${JSON.stringify(PDF_WORKER_SRC)},{type:"module"}),s={worker:w,ready:false,failed:false};w.addEventListener("message",function(e){if(e.data&&e.data.action==="ready")s.ready=true;});w.addEventListener("error",function(){s.failed=true;});window[${JSON.stringify(EARLY_WORKER_GLOBAL)}]=s;}catch(e){}`;

// The same preload as react-dom's, added from script once page 1's image is on screen.
const preloadDocument = (file: string) =>
  `var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="";l.href=${JSON.stringify(file)};document.head.appendChild(l);`;

// A viewer that ran first has left its mark on the global and fetched the document itself: then
// neither starts. A late preload would fetch the document a second time, and the viewer's next
// attempt ('Try Again') would be handed that answer instead of asking again.
const unlessViewerRan = (start: string) =>
  `if(!(${JSON.stringify(EARLY_WORKER_GLOBAL)} in window)){${start}}`;

/**
 * Starts the two slow parts of pdf.js taking over before React and the viewer's code have
 * loaded: the pdf.js worker (its script is the largest download, and it compiles on its own
 * thread), and the document itself (when small enough to fetch whole). A document with page
 * images from the build is readable at once, so they start only once page 1's image is painted
 * and never compete with it for a phone's bandwidth; a document without them starts both while
 * the HTML is parsed, since pdf.js drawing page 1 is then the first thing the visitor sees.
 */
export function ViewerHeadStart({
  file,
  afterPageImage,
}: {
  file: string;
  /** The page shows the build's image of page 1: start once it is painted. */
  afterPageImage: boolean;
}) {
  const fetchWhole = publicFileSize(file) <= PRELOAD_MAX_BYTES;
  if (!afterPageImage) {
    // pdf.js fetches with CORS mode and same-origin credentials: the preload must match.
    if (fetchWhole) preload(file, { as: 'fetch', crossOrigin: 'anonymous' });
    return (
      <script
        dangerouslySetInnerHTML={{ __html: `(function(){${unlessViewerRan(startWorker())}})();` }}
      />
    );
  }
  const start = unlessViewerRan(`${startWorker()}${fetchWhole ? preloadDocument(file) : ''}`);
  const pending = JSON.stringify(EARLY_WORKER_PENDING);
  // The viewer waits while the flag is up, then adopts the worker this starts.
  const announce = `delete window[${pending}];window.dispatchEvent(new Event(${JSON.stringify(EARLY_WORKER_STARTED)}));`;
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `(function(){${AFTER_HERO_PAINT}window[${pending}]=true;afterHeroPaint(function(){try{${start}}finally{${announce}}});})();`,
      }}
    />
  );
}
