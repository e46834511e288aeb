// What the content check finds in the office's drafts, on the editor's own screens
// (/admin/office-drafts.js, loaded before Decap CMS so that it sees the editor's requests):
// - after each save, and whenever a draft is opened, each problem is written under its field, in
//   the office's words (scripts/editor/office-problems.ts), and the office bar says how many;
// - in Workflow, each card of a draft the build would refuse says so and why;
// - Publish of such a draft is not offered: the button says why instead of publishing.
// The problems come from `npm run edit`'s backend (its `officeDraftProblems` answer); an editor
// signed in to a git host has no such backend and shows nothing of this.
(() => {
  const ACTION = 'officeDraftProblems';
  /** The requests after which the drafts' problems may have changed. */
  const CHANGING = new Set([
    'persistEntry',
    'unpublishedEntries',
    'unpublishedEntry',
    'updateUnpublishedEntryStatus',
    'publishUnpublishedEntry',
    'deleteUnpublishedEntry',
  ]);
  let backend;
  let branch;
  /** Each draft's problems by its collection and slug ('alerts/city-flooding'). */
  let drafts = {};
  let asking;

  const ask = () => {
    clearTimeout(asking);
    asking = setTimeout(() => {
      original(backend, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: ACTION, params: { branch } }),
      })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((answer) => {
          if (!answer) return;
          drafts = answer.drafts ?? {};
          show();
        })
        .catch(() => undefined);
    }, 100);
  };

  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    try {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (body && typeof body.action === 'string' && body.action !== ACTION) {
        backend = typeof input === 'string' ? input : input.url;
        branch = body.params?.branch ?? branch;
        if (response.ok && CHANGING.has(body.action)) ask();
      }
    } catch {
      // Not the backend's request: nothing to follow.
    }
    return response;
  };

  /** The draft key ('alerts/city-flooding') of an entry's address in the editor, if it is one. */
  const draftKeyOf = (address) => {
    const match = /\/collections\/([^/]+)\/entries\/([^?]+)/.exec(address ?? '');
    return match ? `${match[1]}/${decodeURIComponent(match[2])}` : undefined;
  };
  /** The open entry's draft key, from the editor's address. */
  const openDraft = () => draftKeyOf(window.location.hash);
  const refusedOf = (key) => (drafts[key] ?? []).filter((problem) => problem.refused);

  const PROBLEM = 'data-office-problem';
  const paragraph = (text, refused) => {
    const line = document.createElement('p');
    line.setAttribute(PROBLEM, '');
    line.textContent = text;
    // Drawn by office.css: red where the build refuses it, grey for a note.
    if (refused) line.setAttribute('data-refused', '');
    return line;
  };

  /** The control of a field in a pane: its label's block (0: English, 1: the other language). */
  const fieldBlock = (field, pane) => {
    const labels = [...document.querySelectorAll(`label[for^="${CSS.escape(field)}-field-"]`)];
    return labels[pane]?.parentElement ?? labels[0]?.parentElement;
  };

  /** The open draft's problems under their fields, and their count in the office bar. */
  const showEntry = () => {
    const key = openDraft();
    const placed = (key ? (drafts[key] ?? []) : [])
      .map((problem) => ({
        problem,
        block: fieldBlock(problem.field, problem.language === 'en' ? 0 : 1),
      }))
      .filter(({ block }) => block);
    const shown = [...document.querySelectorAll(`[${PROBLEM}]`)].filter(
      (line) => !line.closest('a, [data-office-card]'),
    );
    const same =
      shown.length === placed.length &&
      placed.every(({ problem, block }, i) => {
        const line = shown[i];
        return line.textContent === problem.text && line.parentElement === block;
      });
    if (!same) {
      for (const line of shown) line.remove();
      for (const { problem, block } of placed) {
        const line = paragraph(problem.text, problem.refused);
        line.setAttribute('role', 'alert');
        block.append(line);
      }
    }
    if (!summaryFits(key)) summarize(key);
  };

  const SUMMARY = 'office-draft-problems';
  const summaryText = (key) => {
    const refused = key ? refusedOf(key).length : 0;
    if (refused === 0) return '';
    return refused === 1
      ? 'This draft cannot be published yet: 1 problem, written under its field.'
      : `This draft cannot be published yet: ${refused} problems, each written under its field.`;
  };
  const summaryFits = (key) =>
    (document.getElementById(SUMMARY)?.textContent ?? '') === summaryText(key);
  const summarize = (key) => {
    const text = summaryText(key);
    let summary = document.getElementById(SUMMARY);
    if (!text) {
      summary?.remove();
      return;
    }
    if (!summary) {
      summary = document.createElement('strong');
      summary.id = SUMMARY;
      summary.setAttribute('role', 'status');
      summary.dataset.keep = '';
      summary.style.color = '#b91c1c';
      document.getElementById('office-bar')?.append(summary);
    }
    summary.textContent = text;
  };

  /** Workflow's cards: a draft the build would refuse says so, with its problems. */
  const showCards = () => {
    for (const link of document.querySelectorAll('a[href*="?ref=workflow"]')) {
      const key = draftKeyOf(link.getAttribute('href'));
      if (!key) continue;
      const refused = refusedOf(key);
      const text = refused.length
        ? `Cannot be published yet: ${refused.map((problem) => problem.line).join('; ')}. Open it to mend it.`
        : '';
      const card = link.parentElement;
      const mark = card?.querySelector('[data-office-card]');
      if ((mark?.textContent ?? '') === text) continue;
      mark?.remove();
      if (text) {
        const line = paragraph(text, true);
        line.dataset.officeCard = '';
        link.after(line);
      }
    }
  };

  const show = () => {
    showEntry();
    showCards();
  };

  /** The draft a Publish button would publish: the open entry's, or its Workflow card's. */
  const draftOfButton = (button) => {
    const card = button.closest('div')?.parentElement;
    const link = card?.querySelector('a[href*="?ref=workflow"]');
    return (link && draftKeyOf(link.getAttribute('href'))) ?? openDraft();
  };

  // A draft the build would refuse is not published: its Publish buttons and menu items (chosen
  // by pointer or by key) say why instead.
  const refusePublish = (event) => {
    if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button, [role="menuitem"]');
    if (!button || !/^Publish/.test(button.textContent?.trim() ?? '')) return;
    if (button.getAttribute('aria-haspopup') === 'true') return;
    const key = draftOfButton(button);
    const refused = key ? refusedOf(key) : [];
    if (refused.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.alert(
      `Not published: the live site could not be built with this draft. ${refused.map((problem) => `${problem.line}.`).join(' ')} Open the draft, mend it and save it: then it can be published.`,
    );
  };
  document.addEventListener('click', refusePublish, true);
  document.addEventListener('keydown', refusePublish, true);

  let frame;
  new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(show);
  }).observe(document.documentElement, { childList: true, subtree: true });
  window.addEventListener('hashchange', () => {
    if (backend) ask();
  });
})();
