import { Toaster } from 'react-hot-toast';
import { useToastHygiene } from './useToastHygiene';

/**
 * The page's one Toaster (remotes' toasts reach it: react-hot-toast is a
 * shared singleton) and its hygiene. Loaded after the first paint by
 * LazyToaster.tsx.
 */
export function ToasterHost() {
  useToastHygiene();
  // docs/PRODUCT.md §9 gives 1600 ms and 5000 ms: short for confirmations, long enough to read for errors.
  return <Toaster position="top-center" toastOptions={{ success: { duration: 1600 }, error: { duration: 5000 } }} />;
}
