/**
 * Build-time settings of this remote. The download link normally comes from
 * the player's session (download_url, set by the operator); a visitor without
 * a session gets this one, set per deploy with VITE_DOWNLOAD_URL. With
 * neither, "Download App" installs the web app itself.
 */
export const DEFAULT_DOWNLOAD_URL: string = import.meta.env.VITE_DOWNLOAD_URL || '';
