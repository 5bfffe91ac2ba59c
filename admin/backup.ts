/**
 * Decap's question "A local backup was recovered for this entry, would you like to use it?" comes once the entry has
 * loaded. Decap opens an entry by reading the entry from the backend and its backup from the browser at once; the
 * backup, read locally, usually comes first, so the question was asked, the backup put in the form, and then the
 * entry, arriving from the backend, replaced it: the accepted edit was dropped without a word. Here the backup's
 * arrival is held until the entry is in the form, and the backup then goes over it.
 *
 * Decap builds its store through redux-devtools' compose when a page defines it: this gives Decap's store one more
 * enhancer, below its middleware, so it sees each action Decap's thunks dispatch.
 */

interface Action {
  type?: string;
}
type Dispatch = (action: Action) => unknown;
interface Store {
  dispatch: Dispatch;
}
type StoreCreator = (...args: unknown[]) => Store;
type Enhancer = (next: StoreCreator) => StoreCreator;

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...enhancers: Enhancer[]) => Enhancer;
  }
}

/** `dispatch` holding a retrieved backup until the entry it belongs to is in the form. */
export function backupAfterEntry(dispatch: Dispatch): Dispatch {
  let loaded = false; // an entry (or a new one's empty form) is in the form
  let held: Action | undefined;
  return (action) => {
    if (action.type === "DRAFT_LOCAL_BACKUP_RETRIEVED" && !loaded) {
      held = action;
      return action;
    }
    if (action.type === "DRAFT_DISCARD") [loaded, held] = [false, undefined];
    const result = dispatch(action);
    if (action.type === "DRAFT_CREATE_FROM_ENTRY" || action.type === "DRAFT_CREATE_EMPTY") {
      loaded = true;
      const backup = held;
      held = undefined;
      if (backup) dispatch(backup);
    }
    return result;
  };
}

/** Makes Decap's store (created when decap-cms.js loads, so call this first) hold backups as above. */
export function holdBackupsUntilEntryLoads(): void {
  const enhancer: Enhancer =
    (next) =>
    (...args) => {
      const store = next(...args);
      return { ...store, dispatch: backupAfterEntry(store.dispatch) };
    };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...enhancers) =>
    [...enhancers, enhancer].reduceRight<Enhancer>(
      (inner, outer) => (next) => outer(inner(next)),
      (next) => next,
    );
}
