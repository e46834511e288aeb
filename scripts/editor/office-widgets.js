// The editor's own widgets, in the office's words, copied beside the editor as /admin/widgets.js
// (scripts/editor/write-editor.ts) and registered before Decap CMS starts:
// - `short-name`: an entry's short name (its page's address and file name). While the entry is
//   new and the office has not typed one, it is made from the field `from` names (the title) as
//   they type; it stays editable, and is refused, with a line under it, while another entry of
//   the collection has it.
// - `example-flag`: the mark of an entry that came with the site as an example (`fictional`). An
//   entry without it shows nothing; one with it names, as the office types, the fields whose
//   values are still the demo's (compared with this script's `data-examples`, the demo's entries
//   by file; a copy made with Duplicate with the demo's entries of its folder), as the production
//   build lists them. There is nothing to press: a changed value is the school's own.
//   A value marked inside an entry (a date in a group) has no widget of its own: it is hidden.
// - The list of a collection's entries offers 'New Notice' (Decap's own English writes a plus
//   sign few desktop fonts have).
// - Each pane names its language in words ('Writing in मराठी (Marathi)') where Decap
//   writes its code ('MR'): the names come from this script's `data-languages`.
(() => {
  const { CMS, h, createClass } = window;
  const script = document.currentScript;
  const languages = JSON.parse(script?.dataset.languages ?? '{}');
  const examples = JSON.parse(script?.dataset.examples ?? '{}');

  /** Words as a short name: lower-case letters and digits joined by hyphens, at most six words. */
  const shortNameOf = (words) =>
    String(words ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean)
      .slice(0, 6)
      .join('-');

  /**
   * Whether a widget is the copy of an English-only field in a translation's pane: the value is
   * the English entry's, and the office sets it there.
   */
  const inTranslation = ({ locale, collection }) => {
    const english = collection.getIn(['i18n', 'default_locale']) ?? 'en';
    return Boolean(locale && locale !== english);
  };

  /** What the office reads when the short name is taken. */
  const takenMessage = (value) => `“${value}” is already used by another entry: change it`;

  const ShortName = createClass({
    getInitialState() {
      return { typed: Boolean(this.props.value), taken: '' };
    },
    componentDidMount() {
      document.addEventListener('input', this.follow, true);
      this.check();
    },
    componentDidUpdate(previous) {
      if (previous.value !== this.props.value) this.check();
    },
    componentWillUnmount() {
      document.removeEventListener('input', this.follow, true);
      clearTimeout(this.timer);
    },
    /**
     * Makes the name from the source field as the office types in it, until they type a name of
     * their own. Decap tells a widget nothing of its entry's other fields, so this one listens to
     * the typing in the source field of its own pane (the field's input is `{name}-field-…`).
     */
    follow(event) {
      // An entry that exists keeps its name (its page's address) unless the office changes it;
      // a translation's pane holds only a hidden copy of the English one.
      if (this.state.typed || !this.props.entry.get('newRecord') || inTranslation(this.props))
        return;
      const source = event.target;
      const prefix = `${this.props.field.get('from', 'title')}-field-`;
      if (!(source instanceof HTMLElement) || !source.id.startsWith(prefix)) return;
      const own = document.getElementById(this.props.forID);
      let pane = own?.parentElement;
      while (pane && !pane.querySelector(`[id^="${prefix}"]`)) pane = pane.parentElement;
      if (!pane?.contains(source)) return;
      const made = shortNameOf(source.value);
      if (made !== (this.props.value ?? '')) this.props.onChange(made);
    },
    /** Looks the name up among the collection's other entries, once the typing pauses. */
    check() {
      clearTimeout(this.timer);
      const { value, query, forID, collection, entry, field } = this.props;
      if (!value || typeof query !== 'function' || inTranslation(this.props)) {
        if (this.state.taken) this.setState({ taken: '' });
        return;
      }
      this.timer = setTimeout(() => {
        const name = field.get('name');
        Promise.resolve(query(forID, collection.get('name'), [name], value)).then(
          (action) => {
            if (this.props.value !== value) return;
            const hits = action?.payload?.hits ?? [];
            const taken = hits.some(
              (hit) => hit.data?.[name] === value && hit.slug !== entry.get('slug'),
            );
            this.setState({ taken: taken ? value : '' });
          },
          () => undefined,
        );
      }, 300);
    },
    /** Refused while another entry of the collection has this name. */
    isValid() {
      const { taken } = this.state;
      return taken && taken === this.props.value
        ? { error: { type: 'CUSTOM', message: takenMessage(taken) } }
        : true;
    },
    render() {
      const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const taken = this.state.taken && this.state.taken === value;
      return h('div', null, [
        h('input', {
          key: 'input',
          id: forID,
          type: 'text',
          className: classNameWrapper,
          value: value ?? '',
          autoComplete: 'off',
          spellCheck: false,
          'aria-invalid': taken ? 'true' : undefined,
          'aria-describedby': taken ? `${forID}-taken` : undefined,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event) => {
            this.setState({ typed: true });
            this.props.onChange(event.target.value);
          },
        }),
        taken
          ? h(
              'p',
              {
                key: 'taken',
                id: `${forID}-taken`,
                role: 'alert',
                style: { margin: '6px 0 0', color: '#b91c1c' },
              },
              takenMessage(value),
            )
          : null,
      ]);
    },
  });

  /** The field's whole block (its label, hint and control): the nearest one with its label. */
  const blockOf = (element, forID) => {
    let block = element?.parentElement;
    while (block && !block.querySelector(`label[for="${CSS.escape(forID)}"]`)) {
      block = block.parentElement;
    }
    return block;
  };

  /**
   * A value without its example marks and empty fields, its keys in one order: what a value is
   * compared with the demo's by, as the production check compares (lib/content/demo-values.ts).
   */
  const canonical = (value) => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => key !== 'fictional' && !isEmpty(value[key]))
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  };
  const isEmpty = (value) => value === undefined || value === null || value === '';
  const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

  /** The demo's entries an entry is compared with: its own file's, or, for a copy, its folder's. */
  const demoEntriesOf = (entry, collection) => {
    const file = entry.get('path');
    if (file && examples[file]) return [examples[file]];
    const folder = file ? file.slice(0, file.lastIndexOf('/')) : collection.get('folder');
    return Object.entries(examples)
      .filter(([other]) => other.slice(0, other.lastIndexOf('/')) === folder)
      .map(([, values]) => values);
  };

  /** The labels of an entry's fields still holding the demo's values, in the form's order. */
  const stillExamples = (entry, collection) => {
    const data = entry.get('data')?.toJS?.() ?? {};
    const demo = demoEntriesOf(entry, collection);
    return (collection.get('fields')?.toJS?.() ?? [])
      .filter(({ name }) => demo.some((values) => name in values && same(values[name], data[name])))
      .map(({ name, label }) => label ?? name);
  };

  /** What the office does that can change an entry's values: typing, picking, clicking, pasting. */
  const CHANGES = ['input', 'change', 'click', 'keyup', 'paste', 'drop'];

  const ExampleFlag = createClass({
    getInitialState() {
      return { fields: this.stillExamples() };
    },
    /**
     * The list follows the entry as the office changes any field, not only this widget's own
     * value: Decap draws a widget again only when its own props change, so this one reads the
     * entry from Decap's store (`getEntry`) after each change the office makes on the page, and
     * once more when the typing pauses, for fields that hand their value over after a pause.
     */
    componentDidMount() {
      for (const type of CHANGES) document.addEventListener(type, this.follow, true);
    },
    componentDidUpdate() {
      this.refresh();
    },
    componentWillUnmount() {
      for (const type of CHANGES) document.removeEventListener(type, this.follow, true);
      cancelAnimationFrame(this.frame);
      clearTimeout(this.pause);
    },
    follow() {
      if (!this.shown()) return;
      cancelAnimationFrame(this.frame);
      clearTimeout(this.pause);
      this.frame = requestAnimationFrame(this.refresh);
      this.pause = setTimeout(this.refresh, 400);
    },
    refresh() {
      const fields = this.stillExamples();
      if (fields.join('\n') !== this.state.fields.join('\n')) this.setState({ fields });
    },
    /** The labels of the fields still holding the demo's values, in the entry as it is now. */
    stillExamples() {
      const { getEntry, entry, collection } = this.props;
      return stillExamples(typeof getEntry === 'function' ? getEntry() : entry, collection);
    },
    show(element) {
      const block = blockOf(element, this.props.forID);
      if (block) block.style.display = this.shown() ? '' : 'none';
    },
    shown() {
      return this.props.value === true && !inTranslation(this.props);
    },
    render() {
      const { forID } = this.props;
      if (!this.shown())
        return h('div', { id: forID, ref: (element) => element && this.show(element) });
      const { fields } = this.state;
      return h(
        'div',
        { id: forID, ref: (element) => element && this.show(element), 'aria-live': 'polite' },
        fields.length > 0
          ? [
              h(
                'p',
                { key: 'notice', style: { margin: '0 0 8px' } },
                'This entry came with the site as an example. The live site will not be built while these still hold the example’s values: change each to the school’s own (nothing else to press), or delete the entry.',
              ),
              h(
                'ul',
                { key: 'fields', style: { margin: '0 0 0 20px', listStyle: 'disc' } },
                fields.map((label) => h('li', { key: label }, label)),
              ),
            ]
          : h(
              'p',
              { key: 'done', style: { margin: 0 } },
              'Every value that was an example is now the school’s own.',
            ),
      );
    },
  });

  CMS.registerWidget('short-name', ShortName);
  CMS.registerWidget('example-flag', ExampleFlag);

  // The list's button reads 'New Notice': Decap writes '＋ Notice' with a full-width plus sign,
  // which a desktop without East Asian fonts draws as an empty box.
  const english = CMS.getLocale('en');
  // Decap's phrases the office meets, in the office's words ('Back to Alerts', 'Delete this
  // draft', 'Documents'); a refusal is shown as the backend words it ('Not published: …'),
  // without Decap's 'Failed to publish: API_ERROR:' before it (the code name is taken off where
  // it is written, below).
  CMS.registerLocale('en', {
    ...english,
    collection: {
      ...english.collection,
      collectionTop: { ...english.collection.collectionTop, newButton: 'New %{collectionLabel}' },
    },
    editor: {
      ...english.editor,
      editor: {
        ...english.editor.editor,
        confirmLoadBackup:
          'This form has words typed here that were not saved before the editor closed. Bring them back? (Cancel throws them away.)',
      },
      editorControlPane: {
        ...english.editor.editorControlPane,
        i18n: {
          ...english.editor.editorControlPane.i18n,
          copyFromLocale: 'Copy the words of another language here',
          copyFromLocaleConfirm:
            'Copy the words of %{locale} here? What this language has now is replaced.',
        },
      },
      editorToolbar: {
        ...english.editor.editorToolbar,
        backCollection: ' Back to %{collectionLabel}',
        unsavedChanges: 'Not saved yet',
        deleteUnpublishedEntry: 'Delete this draft',
        deleteUnpublishedChanges: 'Delete this draft’s changes',
      },
      editorWidgets: {
        ...english.editor.editorWidgets,
        markdown: {
          ...english.editor.editorWidgets.markdown,
          richText: 'As it will look',
          markdown: 'With its marks (Markdown)',
        },
      },
    },
    mediaLibrary: {
      ...english.mediaLibrary,
      mediaLibraryModal: {
        ...english.mediaLibrary.mediaLibraryModal,
        mediaAssets: 'Documents',
        images: 'Photos',
      },
    },
    ui: {
      ...english.ui,
      toast: {
        ...english.ui.toast,
        onFailToPersist: '%{details}',
        onFailToPublishEntry: '%{details}',
        onFailToUpdateStatus: '%{details}',
        onFailToDelete: '%{details}',
      },
    },
  });

  // 'Writing in MR' → 'Writing in मराठी (Marathi)', wherever Decap writes a language's code;
  // 'API_ERROR: Not published: …' → 'Not published: …'.
  const codes = Object.keys(languages);
  const written = new RegExp(
    `^(Writing in )(${codes.map((code) => code.toUpperCase()).join('|') || '$^'})$`,
  );
  const CODE_NAME = /^(?:Error: )?API_ERROR: /;
  const rename = (node) => {
    const text = node.nodeValue ?? '';
    if (CODE_NAME.test(text)) node.nodeValue = text.replace(CODE_NAME, '');
    const match = written.exec(text);
    if (match) node.nodeValue = `${match[1]}${languages[match[2].toLowerCase()]}`;
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') rename(change.target);
      for (const added of change.addedNodes) {
        if (added.nodeType === Node.TEXT_NODE) rename(added);
        else if (added.nodeType === Node.ELEMENT_NODE) {
          const walker = document.createTreeWalker(added, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) rename(node);
        }
      }
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})();
