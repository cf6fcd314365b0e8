/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium on
 * Android and desktop). It fires once, early, often before the page that
 * offers the install has loaded, so the shell catches it at start-up and
 * keeps it on `window`, where a remote's "Download App" button finds it (each
 * remote bundles its own copy of this module, so module state is not shared).
 */
export const INSTALL_AVAILABLE_EVENT = 'matka:install-available';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallWindow {
  __matkaInstallPrompt?: BeforeInstallPromptEvent | null;
}

const holder = () => window as unknown as InstallWindow;

/** Called once by the shell at start-up. */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; the app offers the install where it makes sense.
    event.preventDefault();
    holder().__matkaInstallPrompt = event as BeforeInstallPromptEvent;
    window.dispatchEvent(new CustomEvent(INSTALL_AVAILABLE_EVENT));
  });
  window.addEventListener('appinstalled', () => {
    holder().__matkaInstallPrompt = null;
    window.dispatchEvent(new CustomEvent(INSTALL_AVAILABLE_EVENT));
  });
}

/** Shows the browser's install dialog; 'unavailable' when the browser made no offer (iOS, already installed). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = typeof window === 'undefined' ? null : holder().__matkaInstallPrompt;
  if (!offer) return 'unavailable';
  // An offer can be used once.
  holder().__matkaInstallPrompt = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  window.dispatchEvent(new CustomEvent(INSTALL_AVAILABLE_EVENT));
  return outcome;
}
