/**
 * jsdom has HTMLDialogElement but not showModal/close: the console's
 * confirmations are native dialogs, so tests get the open/close behaviour
 * the browser gives (the `open` attribute and the close event).
 */
import { afterEach } from 'vitest';

const proto = window.HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
if (typeof proto.showModal !== 'function') {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  window.localStorage.clear();
});
