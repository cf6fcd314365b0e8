/** The URL of a player call: POST /api/<script> (docs/PRODUCT.md §7, names in shared/src/api/endpoints.ts). */
import { API_BASE, ENDPOINTS, type EndpointName } from '@matka/shared';

export const endpoint = (name: EndpointName) => `${API_BASE}/${ENDPOINTS[name]}`;
