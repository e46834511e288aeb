// The editor's bar above Decap's screens (/admin/office-bar.js): what is live, and how much is left
// before going live, with a link to the page that lists it (going-live.html). It stands in the
// page's flow above the editor, so it covers nothing; dark text on white, 14 to 1.
(() => {
  const bar = document.getElementById('office-bar');
  if (!bar) return;
  Object.assign(bar.style, {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 16px',
    alignItems: 'baseline',
    padding: '6px 12px',
    background: '#ffffff',
    color: '#1f2937',
    borderBottom: '1px solid #d1d5db',
    font: '14px/1.45 system-ui,sans-serif',
  });
  // Decap draws its screens with fixed positions, from the top of the window: inside a root that
  // is their containing block (a transformed element), they start below the bar instead of
  // covering it, and the bar covers none of them.
  const root = document.getElementById('nc-root');
  if (root) {
    Object.assign(root.style, {
      transform: 'translateZ(0)',
      height: `calc(100vh - ${bar.offsetHeight}px)`,
      overflow: 'auto',
    });
    new ResizeObserver(() => {
      root.style.height = `calc(100vh - ${bar.offsetHeight}px)`;
    }).observe(bar);
  }
  const line = (text) => {
    const span = document.createElement('span');
    span.textContent = text;
    bar.append(span);
  };

  const render = (status) => {
    // What another script keeps in the bar (office-drafts.js: the open draft's problems) stays.
    for (const child of [...bar.children]) if (!('keep' in child.dataset)) child.remove();
    if (!status) {
      line('What is live cannot be read here: the site was built without its status.');
      return;
    }
    if (status.preview) {
      line('The preview on this computer: a save shows here once it is published.');
    } else {
      const site = status.production ? 'Live' : 'Built';
      const save = status.commit ? `, from the save “${status.commit.message}”` : '';
      line(`${site} since ${status.builtAtInIndia}${save}.`);
    }
    const items = status.beforeGoingLive ? status.beforeGoingLive.items : [];
    const link = document.createElement('a');
    link.href = '/admin/going-live.html';
    link.style.color = '#1e3a8a';
    link.style.fontWeight = '600';
    link.textContent =
      items.length === 0
        ? 'Before going live: nothing left'
        : `Before going live: ${items.length} ${items.length === 1 ? 'thing' : 'things'} left`;
    bar.append(link);
  };

  fetch('/admin/status.json', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then(render, () => render(undefined));
})();
