/**
 * The one axios instance of an app. Its own module so that request.ts can
 * fetch it (and axios, a shared federation singleton) on the first API
 * request instead of before the first paint: nothing on the first screen
 * needs it (docs/performance-log.md "First screen"). Import `http` statically
 * only where axios is wanted at once (the operator console, tests).
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE, CLIENT_HEADER } from '../api/endpoints.js';

export { AxiosError };

export const http: AxiosInstance = axios.create({
  baseURL: API_BASE,
  withCredentials: true,
  timeout: 20_000,
  // Proves the call comes from our code, not a form on another page (docs/SECURITY.md "CSRF").
  headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value },
});
