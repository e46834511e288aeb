// The editor's panel on what is live, copied beside the editor as /admin/status.js: it reads
// /admin/status.json (written by the build, scripts/editor/build-status.ts) and says, at the foot
// of every editor screen, when the site was built, from which save, and what the content check
// warned about; on the office computer (`npm run edit`), that it is the preview there.
(() => {
  const panel = document.createElement('aside');
  panel.id = 'site-status';
  panel.setAttribute('aria-label', 'What is live');
  panel.setAttribute('aria-live', 'polite');
  panel.style.cssText = [
    'position:fixed',
    'right:12px',
    'bottom:12px',
    'z-index:1000',
    'max-width:min(440px,calc(100vw - 24px))',
    'max-height:40vh',
    'overflow:auto',
    'padding:10px 14px',
    'border-radius:8px',
    'background:#1e1b4b',
    'color:#fff',
    'font:14px/1.45 system-ui,sans-serif',
    'box-shadow:0 4px 16px rgba(0,0,0,.25)',
  ].join(';');

  const when = (iso) =>
    `${new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(iso))} India time`;

  // The editor's own stylesheet colours paragraphs and lists dark grey: on this navy panel they
  // would be unreadable, so every part of the panel takes the panel's white, by its own style.
  const ownColour = (element) => {
    element.style.color = 'inherit';
    return element;
  };

  const line = (text) => {
    const paragraph = ownColour(document.createElement('p'));
    paragraph.style.margin = '0';
    paragraph.textContent = text;
    panel.append(paragraph);
    return paragraph;
  };

  const render = (status) => {
    panel.replaceChildren();
    if (!status) {
      line('What is live cannot be read here: the site was built without its status.');
      return;
    }
    if (status.preview) {
      line(
        'This is the preview on this computer: a save shows here once it is published, and the live site changes when the host builds it.',
      );
      return;
    }
    const site = status.production ? 'Live' : 'Built';
    const save = status.commit ? `, from the save “${status.commit.message}”` : '';
    line(`${site} since ${when(status.builtAt)}${save}.`);
    const count = status.warnings.length;
    if (count === 0) {
      line('The content check warned about nothing.');
      return;
    }
    const details = ownColour(document.createElement('details'));
    const summary = ownColour(document.createElement('summary'));
    summary.textContent = `The content check warned about ${count} ${count === 1 ? 'thing' : 'things'}.`;
    summary.style.cursor = 'pointer';
    const list = ownColour(document.createElement('ul'));
    list.style.margin = '6px 0 0';
    list.style.paddingLeft = '18px';
    for (const warning of status.warnings) {
      const item = ownColour(document.createElement('li'));
      item.textContent = `${warning.file} › ${warning.field}: ${warning.message}`;
      list.append(item);
    }
    details.append(summary, list);
    panel.append(details);
  };

  document.body.append(panel);
  fetch('/admin/status.json', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then(render, () => render(undefined));
})();
