// The editor's forms as the office needs them (/admin/office-forms.js, loaded before Decap CMS):
// - an upload of the wrong kind or size is refused before it is attached, in words and sizes a
//   clerk reads, under the upload button: the rules are the content check's own
//   (scripts/content-check/uploads.ts), given as this script's `data-uploads`;
// - the buttons of a list's items, which Decap draws as bare icons, are named ('Remove this
//   item', 'Show or hide this item'), and removing an item asks first.
(() => {
  const script = document.currentScript;
  const { formats = [], limits = {} } = JSON.parse(script?.dataset.uploads ?? '{}');
  const MB = 1024 * 1024;

  /** The size in megabytes, as a clerk reads it: '40.2 MB'. */
  const megabytes = (bytes) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

  const KINDS = {
    document: { words: 'a PDF document', todo: 'scan it at a lower resolution' },
    photo: { words: 'a photo: JPEG, PNG or WebP', todo: 'export it smaller' },
  };

  /** Why `file` cannot be an upload of `kind` ('document' or 'photo'), or '' when it can. */
  async function refusal(file, kind) {
    const { words, todo } = KINDS[kind];
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const extension = /\.[^.]+$/.exec(file.name)?.[0]?.toLowerCase() ?? '';
    const ofKind = formats.filter((format) => format.kind === kind);
    const actual = ofKind.find((format) =>
      format.signature.every(({ at, bytes }) => bytes.every((byte, i) => head[at + i] === byte)),
    );
    const named = ofKind.find((format) => format.extensions.includes(extension));
    if (!actual || !named) {
      return `Not attached: “${file.name}” is not ${words}. Choose ${words}.`;
    }
    if (actual !== named) {
      return `Not attached: “${file.name}” is a ${actual.name} file named ${extension}. Rename it to end in ${actual.extensions[0]}, then choose it again.`;
    }
    const limit = limits[kind];
    if (limit && file.size > limit) {
      return `Not attached: “${file.name}” is ${megabytes(file.size)}; ${words.split(':')[0]} may be at most ${megabytes(limit)}: ${todo}, then choose it again.`;
    }
    return '';
  }

  const NOTE = 'data-office-upload';
  /** Writes `text` under the upload button that `input` belongs to ('' removes it). */
  function say(input, text) {
    const button = input.closest('label') ?? input;
    const holder = button.parentElement;
    holder?.querySelector(`[${NOTE}]`)?.remove();
    if (!text || !holder) return;
    const note = document.createElement('p');
    note.setAttribute(NOTE, '');
    note.setAttribute('role', 'alert');
    note.textContent = text;
    Object.assign(note.style, {
      flexBasis: '100%',
      margin: '8px 0 0',
      padding: '6px 10px',
      color: '#7f1d1d',
      background: '#fef2f2',
      borderLeft: '4px solid #b91c1c',
      font: '14px/1.45 system-ui,sans-serif',
    });
    holder.append(note);
  }

  /** The change events this script let through once their file passed. */
  const passed = new WeakSet();

  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      if (passed.has(event)) return;
      const file = input.files?.[0];
      if (!file || formats.length === 0) return;
      // Decap reads the file on this event: it waits until the file has passed.
      event.stopImmediatePropagation();
      const kind = (input.accept ?? '').startsWith('image/') ? 'photo' : 'document';
      refusal(file, kind).then((text) => {
        say(input, text);
        if (text) {
          input.value = '';
          return;
        }
        const again = new Event('change', { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );

  // A list item's bar: [show or hide] [drag handle] [remove], the first and last icons only.
  const itemBars = () => document.querySelectorAll('[class*="ListItemTopBar"]');
  const name = (button, label) => {
    if (button?.tagName === 'BUTTON' && button.getAttribute('aria-label') !== label) {
      button.setAttribute('aria-label', label);
    }
  };
  const nameButtons = () => {
    for (const bar of itemBars()) {
      const first = bar.firstElementChild;
      const last = bar.lastElementChild;
      if (first?.tagName === 'BUTTON' && first !== last) name(first, 'Show or hide this item');
      if (last?.tagName === 'BUTTON' && last.querySelector('svg')) name(last, 'Remove this item');
    }
  };
  let frame;
  new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(nameButtons);
  }).observe(document.documentElement, { childList: true, subtree: true });

  // Removing an item asks first: a slip of the pointer must not take a teacher or a stop away.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.getAttribute('aria-label') !== 'Remove this item') return;
      if (
        window.confirm(
          'Remove this item from the list? It goes when the entry is saved; until then, closing the entry without saving keeps it.',
        )
      )
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
})();
