// The rule editor's text box: CodeMirror 6 with the rule language's highlighting, undo history,
// line numbers, and the core's errors as marks in the text and the gutter. It knows nothing of
// checks or games: it reports each change of the text (onChange(typed): typed is true for the
// person's own edits, false for text put in by the page).
import { EditorState, Compartment } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { rulesHighlight, rulesLanguage } from './rules-language.js';
import { t, word } from '../../ui/i18n.js';

/** The core's 1-based line/col/endCol as a document range (endCol is one past the last column). */
function rangeOf(doc, e) {
  const lineNo = Math.min(Math.max(1, e.line | 0), doc.lines);
  const line = doc.line(lineNo);
  const from = Math.min(line.from + Math.max(0, (e.col | 0) - 1), line.to);
  let to = Math.min(line.from + Math.max(0, (e.endCol | 0) - 1), line.to);
  if (to <= from) to = Math.min(from + 1, line.to);
  // An error at the very end of a line (a missing word) marks its last character instead.
  if (to <= from && from > line.from) return { from: from - 1, to: from };
  return { from, to };
}

export function createEditorView(host, { onChange }) {
  const labels = new Compartment();
  const language = new Compartment(); // the highlighter, once the core's words have come
  const labelAttributes = () =>
    EditorView.contentAttributes.of({
      'aria-label': t('rules.editorLabel'),
      'aria-describedby': 'rules-keys rules-status',
      'data-testid': 'rules-input',
    });
  const placeholderText = new Compartment();

  const view = new EditorView({
    parent: host,
    state: EditorState.create({
      doc: '',
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        bracketMatching(),
        highlightActiveLine(),
        EditorView.lineWrapping,
        language.of([]),
        rulesHighlight,
        lintGutter(),
        keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        labels.of(labelAttributes()),
        placeholderText.of(placeholder(t('rules.placeholder'))),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          onChange(update.transactions.some((tr) => ['input', 'delete', 'undo', 'redo', 'move'].some((e) => tr.isUserEvent(e))));
        }),
      ],
    }),
  });

  return {
    text: () => view.state.doc.toString(),
    get empty() {
      return view.state.doc.length === 0;
    },
    /** Replaces the whole text (one undoable change: Ctrl+Z brings the person's own text back). */
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    /** Marks the core's errors ([{ line, col, endCol, message }]) in the text; [] clears them. */
    mark(errors) {
      const diagnostics = errors.map((e) => ({ ...rangeOf(view.state.doc, e), severity: 'error', message: word(e), source: t('rules.where', { line: e.line, col: e.col }) }));
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    /** Selects an error's place and gives the editor the focus. */
    goTo(error) {
      const { from, to } = rangeOf(view.state.doc, error);
      view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
      view.focus();
    },
    /** Highlights the text by the language's words (client.rulesWords()). */
    highlight(words) {
      view.dispatch({ effects: language.reconfigure(rulesLanguage(words)) });
    },
    /** Labels and placeholder in the page's language. */
    relabel() {
      view.dispatch({ effects: [labels.reconfigure(labelAttributes()), placeholderText.reconfigure(placeholder(t('rules.placeholder')))] });
    },
  };
}
