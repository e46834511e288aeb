// The editor's "Before going live" page (/admin/going-live.html): the list the build (or, on the
// office computer, `npm run edit` after each publish) writes into /admin/status.json, counted by
// kind and grouped by page and campus, each item linking to the entry that mends it.
(() => {
  const main = document.getElementById('going-live');
  const add = (parent, tag, text, className) => {
    const element = document.createElement(tag);
    if (text !== undefined) element.textContent = text;
    if (className) element.className = className;
    parent.append(element);
    return element;
  };

  const render = (status) => {
    if (!status || !status.beforeGoingLive) {
      add(main, 'p', 'The list cannot be read here: the site was built without it.');
      return;
    }
    const { items, counts, kinds: kindWords } = status.beforeGoingLive;
    const refused = items.filter((item) => item.refusedLive).length;
    const source = status.preview
      ? `The content on this computer, as checked at ${status.builtAtInIndia}.`
      : `The site as built at ${status.builtAtInIndia}${status.commit ? `, from the save “${status.commit.message}”` : ''}.`;
    add(main, 'p', source, 'summary');
    if (items.length === 0) {
      add(main, 'p', 'Nothing is left: the live build takes the site as it is.', 'summary');
      return;
    }
    add(
      main,
      'p',
      `${items.length} things: the live build refuses ${refused} until they are mended; ${items.length - refused} more are listed for the school to look at.`,
      'summary',
    );
    const kinds = add(main, 'dl', undefined, 'kinds');
    for (const [kind, label] of Object.entries(kindWords)) {
      if (!counts[kind]) continue;
      add(kinds, 'dt', String(counts[kind]));
      add(kinds, 'dd', label);
    }
    const groups = new Map();
    for (const item of items) {
      if (!groups.has(item.where)) groups.set(item.where, []);
      groups.get(item.where).push(item);
    }
    // The school first, then its campuses, then the rest the editor opens, then what it cannot.
    const rank = ([first]) =>
      first.file.startsWith('content/school/')
        ? 0
        : first.file.startsWith('content/campuses/')
          ? 1
          : first.editor
            ? 2
            : 3;
    const order = [...groups.keys()].sort(
      (a, b) => rank(groups.get(a)) - rank(groups.get(b)) || a.localeCompare(b, 'en'),
    );
    for (const where of order) {
      const group = groups.get(where);
      add(main, 'h2', `${where} (${group.length})`);
      const list = add(main, 'ul', undefined, 'items');
      for (const item of group) {
        const line = add(list, 'li');
        if (item.entry) add(line, 'span', `${item.entry} › `);
        if (item.editor) {
          const link = add(line, 'a', item.label);
          link.href = `/admin/${item.editor}`;
        } else add(line, 'strong', item.label);
        line.append(`: ${item.reason} `);
        add(
          line,
          'span',
          item.refusedLive ? '(refused live)' : '(listed)',
          item.refusedLive ? 'tag' : 'tag listed',
        );
      }
    }
  };

  fetch('/admin/status.json', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then(render, () => render(undefined));
})();
