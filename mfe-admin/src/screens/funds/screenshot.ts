import { ADMIN_API } from '@matka/shared';

/**
 * A deposit's screenshot, served by the API from its own upload store to an
 * operator session (never a path the client chose: docs/API.md "Operator API").
 */
export const screenshotUrl = (id: number) => ADMIN_API.fundRequestScreenshot(id);
