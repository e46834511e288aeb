// The editor's forms as the office needs them (/admin/office-forms.js, loaded before Decap CMS):
// - an upload of the wrong kind or size is refused before it is attached, in words and sizes a
//   clerk reads, under the upload button: the rules are the content check's own
//   (scripts/content-check/uploads.ts), given as this script's `data-uploads`;
// - the buttons of a list's items, which Decap draws as bare icons, are named by the item
//   ('Remove Mr. Ajay Udhane', 'Show or hide Mr. Ajay Udhane'), and removing an item asks first;
//   the button that folds a part of a form or a list is named by it ('Show Principal');
// - a long list (teachers, stops, fee rows) has a box above its items to find one: typing part
//   of a name, or of any of its values, shows only the items that have it;
// - a photo just chosen shows in its thumbnail at once;
// - under each date and time field, the date as India writes it, in words ('Saturday,
//   5 December 2026, 06:00'): the browser's own picker writes it as the computer's settings say,
//   which may be month first.
// The lines it adds are drawn by office.css.
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
    holder.append(note);
  }

  /**
   * The photos chosen on this page, by name: a photo's thumbnail in the form shows the chosen file
   * itself until the entry is saved (the preview serves it from then on).
   */
  const chosen = new Map();
  /** A file name as the editor keeps it: 'Front Gate.JPG' and 'front-gate.jpg' alike. */
  const fileKey = (name) => name.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  const showChosen = () => {
    if (chosen.size === 0) return;
    for (const image of document.querySelectorAll('img[src^="/images/"]')) {
      const url = chosen.get(fileKey(image.getAttribute('src').split('/').pop() ?? ''));
      if (url && image.src !== url) image.src = url;
    }
  };

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
        if (kind === 'photo') chosen.set(fileKey(file.name), URL.createObjectURL(file));
        const again = new Event('change', { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );

  // A list item's bar: [show or hide] [drag handle] [remove], the first and last icons only;
  // each named with the item's own name where it shows one ('Remove Mr. Ajay Udhane').
  const itemBars = () => document.querySelectorAll('[class*="ListItemTopBar"]');
  const REMOVE = /^Remove (.+)$/;
  const name = (button, label) => {
    if (button?.tagName === 'BUTTON' && button.getAttribute('aria-label') !== label) {
      button.setAttribute('aria-label', label);
    }
  };
  const nameButtons = () => {
    for (const bar of itemBars()) {
      const item = bar.closest('[class*="SortableListItem"]') ?? bar.parentElement;
      const itemName =
        item?.querySelector(':scope > [class*="NestedObjectLabel"]')?.textContent?.trim() ||
        'this item';
      const first = bar.firstElementChild;
      const last = bar.lastElementChild;
      if (first?.tagName === 'BUTTON' && first !== last) name(first, `Show or hide ${itemName}`);
      if (last?.tagName === 'BUTTON' && last.querySelector('svg')) name(last, `Remove ${itemName}`);
    }
  };

  // Removing an item asks first: a slip of the pointer must not take a teacher or a stop away.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const removing = REMOVE.exec(button?.getAttribute('aria-label') ?? '');
      if (!button?.closest('[class*="ListItemTopBar"]') || !removing) return;
      const what = removing[1] === 'this item' ? 'this item' : `“${removing[1]}”`;
      if (
        window.confirm(
          `Remove ${what} from the list? It goes when the entry is saved; until then, closing the entry without saving keeps it.`,
        )
      )
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );

  /** The label of the field a folding button belongs to: the label for its nearest named part. */
  const partLabel = (button) => {
    const part = button.closest('[id*="-field-"]');
    const label = part && document.querySelector(`label[for="${CSS.escape(part.id)}"]`);
    return label?.textContent?.trim() ?? '';
  };
  /** Names each folding button by its part, and says whether the part is open. */
  const nameToggles = () => {
    for (const button of document.querySelectorAll('button[data-testid="expand-button"]')) {
      const label = button.getAttribute('aria-label') ?? '';
      const open = /^(Collapse|Hide )/.test(label);
      const part = partLabel(button);
      if (!part) continue;
      const named = `${open ? 'Hide' : 'Show'} ${part}`;
      if (label !== named) button.setAttribute('aria-label', named);
      if (button.getAttribute('aria-expanded') !== String(open)) {
        button.setAttribute('aria-expanded', String(open));
      }
    }
  };

  /** The fewest items a list has before it gets a box to find one. */
  const LONG_LIST = 8;
  const FIND = 'data-office-find';
  const itemsOf = (list) => [
    ...list.querySelectorAll(':scope > div > [class*="SortableListItem"]'),
  ];
  /** What an item is found by: its name in its bar, and the values of its fields. */
  const itemWords = (item) =>
    [
      item.querySelector('[class*="NestedObjectLabel"]')?.textContent ?? '',
      ...[...item.querySelectorAll('input, textarea')].map((field) => field.value),
      ...[...item.querySelectorAll('[class*="singleValue"], [class*="multiValue"]')].map(
        (value) => value.textContent,
      ),
    ]
      .join(' ')
      .toLocaleLowerCase();
  const showFound = (list, box) => {
    const wanted = box.value.trim().toLocaleLowerCase();
    let shown = 0;
    const items = itemsOf(list);
    for (const item of items) {
      const found = wanted === '' || itemWords(item).includes(wanted);
      item.style.display = found ? '' : 'none';
      if (found) shown += 1;
    }
    const count = box.nextElementSibling;
    if (count) count.textContent = wanted === '' ? '' : `${shown} of ${items.length} shown`;
  };
  /** Puts a box above each long list's items, to find one by part of its name or values. */
  const findBoxes = () => {
    for (const bar of document.querySelectorAll('[class*="TopBarContainer"]')) {
      const list = bar.parentElement;
      if (!list?.id || itemsOf(list).length < LONG_LIST) continue;
      let finder = bar.nextElementSibling;
      if (!finder?.hasAttribute(FIND)) {
        const label = document.querySelector(`label[for="${CSS.escape(list.id)}"]`);
        const words = label?.textContent?.trim() || 'this list';
        finder = document.createElement('div');
        finder.setAttribute(FIND, '');
        const box = document.createElement('input');
        box.type = 'search';
        box.setAttribute('aria-label', `Find in ${words}`);
        box.placeholder = `Find in ${words}: type part of a name or value`;
        const count = document.createElement('p');
        count.setAttribute('role', 'status');
        box.addEventListener('input', () => showFound(list, box));
        finder.append(box, count);
        bar.after(finder);
      }
      const box = finder.querySelector('input');
      if (box.value) showFound(list, box);
    }
  };

  const DAY = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  /** '2026-12-05T06:00' → 'Saturday, 5 December 2026, 06:00'; '' where it is no date. */
  const inWords = (value) => {
    const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
    if (!parts) return '';
    const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
    return `${DAY.format(day)}${parts[4] ? `, ${parts[4]}` : ''}`;
  };
  const DATE_WORDS = 'data-office-date';
  /** Writes each date field's value in words under it, and ties the words to the field. */
  const writeDates = () => {
    const fields = document.querySelectorAll('input[type="date"], input[type="datetime-local"]');
    for (const input of fields) {
      let words = input.nextElementSibling;
      if (!words?.hasAttribute(DATE_WORDS)) {
        words = document.createElement('p');
        words.setAttribute(DATE_WORDS, '');
        words.id = `office-date-${Math.random().toString(36).slice(2)}`;
        input.after(words);
        input.setAttribute('aria-describedby', words.id);
      }
      const text = inWords(input.value);
      if (words.textContent !== text) words.textContent = text;
    }
  };
  document.addEventListener('input', writeDates, true);

  let frame;
  new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      nameButtons();
      showChosen();
      nameToggles();
      findBoxes();
      writeDates();
    });
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
})();
