/**
 * What this remote adds to the shell's store. The shell injects `storeParts`
 * when it loads the remote, before any page renders.
 */
import { apiStorePart, type StorePart } from '@matka/shared/client';
import { authApi } from './authApi';

export const storeParts: readonly StorePart[] = [apiStorePart(authApi)];
