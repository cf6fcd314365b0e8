/** Test helpers for the remotes' page tests (not part of any build; resolved by the test configs). */
export * from './fakeApi.js';
export * from './render.js';
export * from './fakeEventSource.js';
