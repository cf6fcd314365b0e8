/** The product's name (docs/PRODUCT.md §9 leaves the brand to the operator; this is the default build's). */
export const BRAND_NAME = 'Sitara Matka';
