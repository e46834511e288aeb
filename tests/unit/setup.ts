import '@testing-library/jest-dom';

// jsdom has the <dialog> element but none of its behaviour. This is the part of the HTML spec's
// modal dialog the site relies on (components/ui/Dialog): showModal() and close() toggle the
// `open` attribute and fire 'close'; Escape on an open modal fires 'cancel', then closes it;
// showModal() focuses the first focusable element inside.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const openModals: HTMLDialogElement[] = [];
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    openModals.push(this);
    this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    openModals.splice(openModals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = openModals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
