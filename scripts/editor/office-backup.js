// What the office typed and did not save comes back after the editor was closed
// (/admin/office-backup.js, loaded before Decap CMS). Decap keeps a copy of an unsaved form in the
// browser and, when the form is opened again, asks whether to bring it back; but it reads that
// copy at the same time as it loads the form, and the copy (a read on this computer) comes first:
// the form loaded after it replaced what the office had chosen to bring back, and the form came
// back empty. So the copy is handed to Decap only once the form it belongs to has loaded.
//
// Decap's store takes enhancers through the hook Redux's developer tools use (it composes them
// with its own when the hook is there); this file sets that hook to add one, innermost, so that
// every action reaches it as the store receives it, those Decap's thunks dispatch included.
(() => {
  /** Decap's actions this middleware reads (decap-cms-core's actions/entries). */
  const BACKUP_READ = 'DRAFT_LOCAL_BACKUP_RETRIEVED';
  const FORM_LOADED = new Set([
    'DRAFT_CREATE_EMPTY',
    'DRAFT_CREATE_FROM_ENTRY',
    'DRAFT_CREATE_DUPLICATE_FROM_ENTRY',
  ]);
  const FORM_CLOSED = 'DRAFT_DISCARD';

  const compose = (...functions) =>
    functions.length === 0
      ? (value) => value
      : functions.reduce(
          (outer, inner) =>
            (...values) =>
              outer(inner(...values)),
        );

  /** Holds the copy read before its form loaded, and hands it over once the form has. */
  const backupAfterForm = () => (next) => {
    let formLoaded = false;
    let heldCopy;
    return (action) => {
      if (action?.type === BACKUP_READ && !formLoaded) {
        heldCopy = action;
        return action;
      }
      const result = next(action);
      if (action?.type === FORM_CLOSED) {
        formLoaded = false;
        heldCopy = undefined;
      } else if (FORM_LOADED.has(action?.type)) {
        formLoaded = true;
        if (heldCopy) {
          const copy = heldCopy;
          heldCopy = undefined;
          next(copy);
        }
      }
      return result;
    };
  };

  const enhancer =
    (createStore) =>
    (...args) => {
      const store = createStore(...args);
      const dispatch = compose(backupAfterForm(store))(store.dispatch);
      return { ...store, dispatch };
    };

  // Called with the store's enhancers, or first with the developer tools' options (an object),
  // which ask for compose itself.
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...functions) =>
    typeof functions[0] === 'object'
      ? (...enhancers) => compose(...enhancers, enhancer)
      : compose(...functions, enhancer);
})();
