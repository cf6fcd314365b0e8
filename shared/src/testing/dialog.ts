/**
 * jsdom has HTMLDialogElement but not showModal/close, nor the Escape key's
 * `cancel` event: every modal is a native dialog (shared/src/client/Modal.tsx),
 * so tests get what the browser does — the `open` attribute, Escape firing a
 * cancelable `cancel` on the open modal (closing it unless prevented), and the
 * `close` event. Focus trapping and the inert page are the browser's own; the
 * e2e suite sees those in Chromium.
 */
export function stubDialog(): void {
  const proto = window.HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this) >>> 0, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
