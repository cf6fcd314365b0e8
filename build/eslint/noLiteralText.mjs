/**
 * ESLint rule: no player-facing English written into a screen (docs/I18N.md
 * "Completeness"). Text a player reads comes from a catalog through `t()`; this
 * rule reports what a translation would miss:
 * - JSX text with a Latin letter (`<p>Bid History</p>`),
 * - a string with a Latin letter given to a JSX attribute a player reads or
 *   hears (aria-label, title, placeholder, alt, label, aria-description), or
 *   placed as a JSX child (`{'Retry'}`, a template literal),
 * - a string or template literal with a Latin letter given to toast(),
 *   toast.success(), toast.error() or toast.loading().
 * Words that stay as they are in every language (MPIN, UTR, a brand) are
 * allowed by the `allow` option. Turned on per workspace in eslint.config.mjs
 * (I18N_DONE) as each is translated.
 */
const LATIN = /[A-Za-z]/;
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'aria-roledescription']);
const TOAST_METHODS = new Set(['success', 'error', 'loading', 'custom']);

function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return undefined;
}

function isToastCall(callee) {
  if (callee.type === 'Identifier') return callee.name === 'toast';
  return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'toast'
    && callee.property.type === 'Identifier' && TOAST_METHODS.has(callee.property.name);
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Player-facing text comes from the i18n catalogs (docs/I18N.md)' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { literal: 'Player-facing text "{{text}}" is written here: put it in the catalog (shared/src/i18n/en/) and show t(...) (docs/I18N.md).' },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isText = (text) => {
      if (text === undefined) return false;
      const words = text.trim();
      return words !== '' && LATIN.test(words) && !allowed.has(words);
    };
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !SPOKEN_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = textOf(value);
        if (isText(text)) report(node, text);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = textOf(node.expression);
        if (isText(text)) report(node, text);
      },
      CallExpression(node) {
        if (!isToastCall(node.callee) || !node.arguments[0]) return;
        const text = textOf(node.arguments[0]);
        if (isText(text)) report(node.arguments[0], text);
      },
    };
  },
};

/**
 * No default import of i18next in browser code: the federation plugin hands a
 * remote a flattened copy of that object, not the page's instance (docs/I18N.md
 * "One instance"); `pageI18n()` from @matka/shared/client is the instance.
 */
const noI18nextDefault = {
  meta: {
    type: 'problem',
    docs: { description: "Browser code takes the page's i18next instance from pageI18n()" },
    schema: [],
    messages: { instance: "Use pageI18n() from @matka/shared/client: i18next's default export reaches a remote as a copy, not the page's instance (docs/I18N.md \"One instance\")." },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'i18next' || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportDefaultSpecifier' && specifier.importKind !== 'type') context.report({ node: specifier, messageId: 'instance' });
        }
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText, 'no-i18next-default': noI18nextDefault } };
