import '@testing-library/jest-dom/vitest';
// The same setup as every remote: dialog and matchMedia stubs, a 4 s async timeout, cleanup after
// each test, and an unexpected console.error (a React warning, an act() complaint) fails the test.
import '../../shared/src/testing/setup';
