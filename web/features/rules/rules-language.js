// Syntax highlighting for the rule language in the editor (web/features/rules/rules-editor.js). The grammar is
// the core's, written at the top of core/include/grundy/rules.hpp; this is only a tokenizer that
// colours its words, numbers, strings and comments. Whether a program is right is always asked of
// the core (client.checkRules); nothing here parses or checks it.
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * The language's highlighter for its words (client.rulesWords(): the statements, the other
 * keywords, the functions and the named sequences, as the core's parser reads them), so no list of
 * the language's words is kept here.
 */
export function rulesLanguage(words) {
  const kinds = new Map([
    ...words.statements.map((w) => [w, 'keyword']),
    ...words.keywords.map((w) => [w, 'operatorKeyword']),
    ...words.functions.map((w) => [w, 'variableName.function']),
    ...words.sequences.map((w) => [w, 'atom']),
  ]);
  return StreamLanguage.define({
    name: 'grundy-rules',
    startState: () => ({}),
    token(stream) {
      if (stream.eatSpace()) return null;
      if (stream.match('#') || stream.match('//')) {
        stream.skipToEnd();
        return 'comment';
      }
      // STRING: '"', any characters but '"' (the stream ends at the line's end, as a string does).
      if (stream.match(/^"[^"]*"?/)) return 'string';
      if (stream.match(/^\d+/)) return 'number';
      if (stream.match(/^[A-Za-z][A-Za-z0-9_]*/)) return kinds.get(stream.current()) ?? 'variableName';
      if (stream.match('->') || stream.match('..') || stream.match(/^[<>=!]=?/) || stream.match(/^[-+*/%]/)) return 'operator';
      if (stream.match(/^[{}()[\]]/)) return 'bracket';
      if (stream.match(/^[,;:]/)) return 'punctuation';
      stream.next();
      return null;
    },
    languageData: { commentTokens: { line: '#' }, closeBrackets: { brackets: ['(', '[', '{', '"'] } },
  });
}

// Colours with enough contrast on the page's white panel (each at least 4.5:1).
export const rulesHighlight = syntaxHighlighting(
  HighlightStyle.define([
    { tag: tags.keyword, color: '#7a2fb5', fontWeight: '600' },
    { tag: tags.operatorKeyword, color: '#7a2fb5' },
    { tag: tags.function(tags.variableName), color: '#1d5fa6' },
    { tag: tags.atom, color: '#0b6e69' },
    { tag: tags.number, color: '#a3480f' },
    { tag: tags.string, color: '#2c6e1f' },
    { tag: tags.comment, color: '#5f6b7e', fontStyle: 'italic' },
    { tag: tags.operator, color: '#394150' },
    { tag: tags.bracket, color: '#5a6478' },
    { tag: tags.variableName, color: '#1d2433' },
  ]),
);
