/**
 * react-hot-toast's `toast`, in a module of its own so that lazyToast.ts can
 * fetch it with import(): the federation plugin turns only a static import of
 * a shared package into the shared copy, and a direct import('react-hot-toast')
 * would load a second copy whose toasts no Toaster shows.
 */
import { toast } from 'react-hot-toast';

export { toast };
