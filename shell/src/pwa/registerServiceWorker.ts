/**
 * Registers `/sw.js` (shell/public/sw.js) in built apps. Browsers allow
 * service workers only in secure contexts (HTTPS, localhost): on a plain-HTTP
 * LAN address the app simply runs without one. The Vite dev server is left
 * alone so hot reload never fights a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it; only installation and offline start are lost.
      console.warn('service worker not registered', error);
    });
  };
  // After the first screen's own downloads; the shell's entry (top-level await) may start after `load` has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
