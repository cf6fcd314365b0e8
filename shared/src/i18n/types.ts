/**
 * A catalog of another language has exactly the English catalog's keys
 * (docs/I18N.md): a key missing from `hi/<ns>.ts`, or one English lacks, is a
 * type error; `i18n/catalogs.test.ts` checks the same at run time.
 */
export type CatalogShape<English> = { readonly [Key in keyof English]: English[Key] extends string ? string : CatalogShape<English[Key]> };

/** A namespace's English catalog: nested objects of strings (i18next's `{{name}}` interpolation, `_one`/`_other` plurals). */
export interface Catalog {
  readonly [key: string]: string | Catalog;
}
